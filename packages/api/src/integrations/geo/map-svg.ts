import { geoPath } from 'd3-geo';
import { fitMap, MAP_HEIGHT, MAP_WIDTH, type MapPlace } from './map-view';
import { escapeXml } from './svg-text';
import { loadWorld } from './world';

export type { MapPlace } from './map-view';

export interface MapDrawing {
  /** The accessible name of the image (<title>). */
  title: string;
  places: readonly MapPlace[];
  /** Pairs of places joined by a great-circle arc. */
  lines: ReadonlyArray<readonly [MapPlace, MapPlace]>;
}

const COLOURS = {
  sea: '#d0e4f2',
  land: '#f4f1e8',
  coast: '#9db7c9',
  border: '#b7ab97',
  route: '#e8590c',
  dot: '#1c7ed6',
};
const LABEL_OFFSET = 9;
/** A name that would run off the right edge is written to the left of its dot instead. */
const LABEL_ROOM = 110;

const round = (n: number) => Math.round(n * 10) / 10;

function marker(place: MapPlace, xy: [number, number]): { dot: string; label: string } {
  const [x, y] = xy.map(round) as [number, number];
  const leftward = x > MAP_WIDTH - LABEL_ROOM;
  const labelX = leftward ? x - LABEL_OFFSET : x + LABEL_OFFSET;
  return {
    dot: `<circle cx="${x}" cy="${y}" r="5"/>`,
    label: `<text x="${round(labelX)}" y="${round(y + 4)}"${leftward ? ' text-anchor="end"' : ''}>${escapeXml(place.name)}</text>`,
  };
}

/**
 * A self-contained SVG map (docs/product/search-and-availability.md#route-estimate, docs/decisions/005): sea, Natural
 * Earth land and country borders, the lines as great-circle arcs, each place as a named dot. No scripts, no external
 * references, so it is safe to serve as an image.
 */
export function renderMapSvg({ title, places, lines }: MapDrawing): string {
  const { projection, resolution } = fitMap(places);
  const world = loadWorld(resolution);
  // One decimal of a pixel is invisible and keeps the file small.
  const path = geoPath(projection).digits(1);
  const routes = path({
    type: 'MultiLineString',
    coordinates: lines.map(([a, b]) => [
      [a.lon, a.lat],
      [b.lon, b.lat],
    ]),
  });
  const markers = places.flatMap((place) => {
    const xy = projection([place.lon, place.lat]);
    return xy ? [marker(place, xy)] : [];
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" role="img" aria-labelledby="map-title">`,
    `<title id="map-title">${escapeXml(title)}</title>`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${COLOURS.sea}"/>`,
    `<path d="${path(world.land) ?? ''}" fill="${COLOURS.land}" stroke="${COLOURS.coast}" stroke-width="0.6"/>`,
    `<path d="${path(world.borders) ?? ''}" fill="none" stroke="${COLOURS.border}" stroke-width="0.8"/>`,
    routes
      ? `<path d="${routes}" fill="none" stroke="${COLOURS.route}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
      : '',
    `<g fill="${COLOURS.dot}" stroke="#fff" stroke-width="2">${markers.map((m) => m.dot).join('')}</g>`,
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="14" font-weight="600" fill="#1a1b1e" stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${markers.map((m) => m.label).join('')}</g>`,
    '</svg>',
  ].join('\n');
}
