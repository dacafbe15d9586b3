/**
 * Demo car photos drawn at seed time, with no network and no binary assets: a side view of the car's body
 * style in its colour, with make, model and plate written on it. The photo endpoint serves these SVGs under a
 * CSP that forbids everything but inline styles, so even opened directly they run nothing.
 */

export type BodyStyle = 'hatch' | 'sedan' | 'suv' | 'van' | 'coupe';

interface Silhouette {
  body: string;
  windows: string;
  wheelRadius: number;
  wheels: [number, number];
}

// Front on the right; ground at y = 330 on a 640 × 400 canvas.
const SILHOUETTES: Record<BodyStyle, Silhouette> = {
  hatch: {
    body: 'M78,310 L78,238 Q80,206 118,196 L210,186 L262,140 Q276,130 298,130 L420,130 Q446,130 466,150 L512,190 L560,202 Q586,210 588,240 L588,310 Z',
    windows:
      'M226,188 L272,148 Q280,142 296,142 L352,142 L352,188 Z M364,142 L416,142 Q436,142 452,156 L488,188 L364,188 Z',
    wheelRadius: 36,
    wheels: [172, 486],
  },
  sedan: {
    body: 'M52,310 L52,244 Q54,220 92,214 L200,204 L262,152 Q276,140 300,140 L412,140 Q438,140 458,156 L520,204 L578,212 Q602,218 604,246 L604,310 Z',
    windows:
      'M220,204 L272,160 Q282,152 300,152 L356,152 L356,204 Z M368,152 L408,152 Q428,152 444,164 L494,204 L368,204 Z',
    wheelRadius: 36,
    wheels: [160, 500],
  },
  suv: {
    body: 'M62,312 L62,220 Q64,190 104,184 L196,176 L244,118 Q256,104 282,104 L444,104 Q470,104 486,122 L540,176 L574,186 Q600,194 600,226 L600,312 Z',
    windows:
      'M212,178 L258,124 Q266,116 284,116 L364,116 L364,178 Z M376,116 L440,116 Q460,116 472,130 L516,178 L376,178 Z',
    wheelRadius: 42,
    wheels: [170, 494],
  },
  van: {
    body: 'M58,312 L58,140 Q58,118 82,118 L470,118 Q498,118 514,142 L566,206 Q596,214 598,240 L598,312 Z',
    windows:
      'M96,136 L200,136 L200,196 L96,196 Z M214,136 L330,136 L330,196 L214,196 Z M344,136 L462,136 Q480,136 492,152 L526,196 L344,196 Z',
    wheelRadius: 40,
    wheels: [164, 492],
  },
  coupe: {
    body: 'M50,312 L50,252 Q52,228 96,220 L214,206 L286,160 Q300,152 322,152 L410,152 Q436,152 458,170 L530,214 L584,224 Q608,230 608,256 L608,312 Z',
    windows:
      'M236,206 L294,168 Q304,162 322,162 L372,162 L372,206 Z M384,162 L404,162 Q426,162 444,176 L494,206 L384,206 Z',
    wheelRadius: 36,
    wheels: [158, 512],
  },
};

const BACKDROPS = [
  { sky: ['#dbeafe', '#f8fafc'], ground: '#cbd5e1' },
  { sky: ['#fde68a', '#fecaca'], ground: '#a8a29e' },
] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export interface IllustrationInput {
  make: string;
  model: string;
  registrationNumber: string;
  colour: string;
  body: BodyStyle;
  /** 0 = daylight, 1 = evening. */
  variant: 0 | 1;
}

export function carIllustrationSvg(car: IllustrationInput): string {
  const shape = SILHOUETTES[car.body];
  const backdrop = BACKDROPS[car.variant];
  const wheel = (x: number) => {
    const y = 330 - shape.wheelRadius;
    return `<circle cx="${x}" cy="${y}" r="${shape.wheelRadius}" fill="#1f2937"/><circle cx="${x}" cy="${y}" r="${Math.round(shape.wheelRadius * 0.45)}" fill="#9ca3af"/>`;
  };
  const [rearWheel, frontWheel] = shape.wheels;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">',
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop.sky[0]}"/><stop offset="1" stop-color="${backdrop.sky[1]}"/></linearGradient></defs>`,
    '<rect width="640" height="400" fill="url(#sky)"/>',
    `<rect y="330" width="640" height="70" fill="${backdrop.ground}"/>`,
    '<ellipse cx="330" cy="332" rx="280" ry="12" fill="#000" opacity="0.18"/>',
    `<path d="${shape.body}" fill="${car.colour}" stroke="#111827" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${shape.windows}" fill="#bfdbfe" stroke="#111827" stroke-width="2" opacity="0.9"/>`,
    wheel(rearWheel),
    wheel(frontWheel),
    `<rect x="250" y="352" width="140" height="30" rx="4" fill="#f9fafb" stroke="#111827" stroke-width="2"/>`,
    `<text x="320" y="373" font-family="DejaVu Sans Mono, monospace" font-size="16" text-anchor="middle" fill="#111827">${escapeXml(car.registrationNumber)}</text>`,
    `<text x="32" y="52" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#111827">${escapeXml(car.make)}</text>`,
    `<text x="32" y="84" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#374151">${escapeXml(car.model)}</text>`,
    '</svg>',
  ].join('');
}
