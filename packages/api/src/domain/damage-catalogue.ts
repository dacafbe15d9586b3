/**
 * The damage catalogue (docs/product/bookings-and-payments.md#damage-report): what the seed puts in `damage_types`
 * and the icons the API serves for them. Icons are tiny hand-drawn SVGs (24×24, one stroke colour) so the report
 * dialog needs no asset files.
 */
export interface DamageCatalogueEntry {
  slug: string;
  name: string;
  cost: number;
  /** The inner SVG shapes, drawn in a 24×24 box. */
  shapes: string;
}

export const damageCatalogue: readonly DamageCatalogueEntry[] = [
  { slug: 'scratch', name: 'Scratch', cost: 80, shapes: '<path d="M4 18 L20 6 M6 20 L18 11"/>' },
  { slug: 'dent', name: 'Dent', cost: 150, shapes: '<path d="M3 8 H8 Q12 16 16 8 H21"/><path d="M3 16 H21"/>' },
  {
    slug: 'mirror',
    name: 'Broken side mirror',
    cost: 120,
    shapes: '<rect x="4" y="6" width="12" height="9" rx="2"/><path d="M16 11 H21 M8 6 L12 15"/>',
  },
  {
    slug: 'windscreen',
    name: 'Cracked windscreen',
    cost: 300,
    shapes: '<path d="M3 17 L6 7 H18 L21 17 Z"/><path d="M11 7 L13 11 L10 13 L12 17"/>',
  },
  {
    slug: 'tyre',
    name: 'Flat tyre',
    cost: 90,
    shapes: '<circle cx="12" cy="11" r="7"/><circle cx="12" cy="11" r="2"/><path d="M4 20 H20"/>',
  },
  {
    slug: 'headlight',
    name: 'Broken headlight',
    cost: 200,
    shapes: '<path d="M4 7 Q12 5 14 12 Q12 19 4 17 Z"/><path d="M16 8 L21 7 M16 12 H21 M16 16 L21 17"/>',
  },
  {
    slug: 'bumper',
    name: 'Bumper damage',
    cost: 250,
    shapes: '<path d="M3 10 H21 V15 H3 Z"/><path d="M9 10 L11 13 L9 15"/>',
  },
  {
    slug: 'interior',
    name: 'Interior stain',
    cost: 60,
    shapes: '<path d="M6 4 V14 H16 V20"/><path d="M6 14 L4 20"/><circle cx="12" cy="9" r="2"/>',
  },
];

export const damageIconUrl = (slug: string) => `/api/bookings/damages/icons/${slug}.svg`;

/** The icon of a catalogue entry as a whole SVG document, or undefined for an unknown slug. */
export function damageIconSvg(slug: string): string | undefined {
  const entry = damageCatalogue.find((e) => e.slug === slug);
  if (!entry) return undefined;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" ` +
    `stroke="#c92a2a" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">` +
    `<title>${entry.name}</title>${entry.shapes}</svg>`
  );
}
