import { describe, expect, it } from 'vitest';
import { renderMapSvg, type MapPlace } from './map-svg';
import { escapeXml } from './svg-text';
import { xmlProblems } from '../../test/well-formed-xml';

const place = (name: string, lat: number, lon: number): MapPlace => ({ name, lat, lon });
const berlin = place('Berlin', 52.52, 13.405);
const munich = place('Munich', 48.1351, 11.582);
const reykjavik = place('Reykjavík', 64.15, -21.94);
const moscow = place('Moscow', 55.75, 37.62);
const MAX_BYTES = 300 * 1024;

const route = (a: MapPlace, b: MapPlace) =>
  renderMapSvg({ title: `Route from ${a.name} to ${b.name}`, places: [a, b], lines: [[a, b]] });

describe('renderMapSvg', () => {
  it('draws a well-formed, titled SVG with sea, land, borders, the route and both named cities', () => {
    const svg = route(berlin, munich);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('<title id="map-title">Route from Berlin to Munich</title>');
    expect(svg.match(/<path d="M/g)).toHaveLength(3);
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg).toContain('>Berlin</text>');
    expect(svg).toContain('>Munich</text>');
  });

  it('keeps every coordinate inside the canvas (clipExtent) and stays small', () => {
    for (const [a, b] of [
      [berlin, munich],
      [reykjavik, moscow],
      [place('Sydney', -33.87, 151.21), place('London', 51.5, -0.12)],
      [berlin, place('Potsdam', 52.39, 13.06)],
    ] as const) {
      const svg = route(a, b);
      expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
      const numbers = [...svg.matchAll(/d="([^"]*)"/g)]
        .flatMap((m) => (m[1] ?? '').match(/-?\d+(\.\d+)?/g) ?? [])
        .map(Number);
      expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...numbers)).toBeLessThanOrEqual(800);
    }
  });

  it('escapes city names', () => {
    const svg = route(place('A & <B> "C"', 50, 8), munich);
    expect(svg).toContain('A &amp; &lt;B&gt; &quot;C&quot;');
    expect(xmlProblems(svg)).toEqual([]);
  });

  it('draws a map of Europe when there is nothing to draw', () => {
    const svg = renderMapSvg({ title: 'No trips', places: [], lines: [] });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).not.toContain('<circle');
  });
});

describe('escapeXml', () => {
  it('drops the control characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u001fc\td')).toBe('abc\td');
  });
});

describe('xmlProblems (the check itself)', () => {
  it.each([
    ['<svg><g></svg>', /closes/],
    ['<svg a="1" a="2"/>', /duplicate/],
    ['<svg>a & b</svg>', /bare &/],
    ['<svg></svg><svg></svg>', /second root/],
    ['<svg x=1></svg>', /malformed/],
  ])('flags %j', (xml, problem) => {
    expect(xmlProblems(xml).join('\n')).toMatch(problem);
  });
});
