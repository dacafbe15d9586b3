import { geoMercator, type GeoProjection } from 'd3-geo';
import type { Resolution } from './world';

export interface MapPlace {
  name: string;
  lat: number;
  lon: number;
}

export const MAP_WIDTH = 800;
export const MAP_HEIGHT = 500;

/** Room around the outermost cities for their dots and names. */
const PADDING = { x: 100, y: 60 };
/** The smallest area shown (~300 km across), so two neighbouring towns still show where they are. */
const MIN_SPAN = { lat: 2.5, lon: 4 };
/** Mercator stretches without bound towards the poles; no rental map needs more. */
const LAT_LIMIT = 80;
/** Wider than this (a continent and more), 50m detail is lost at 800 px and only grows the file: use 110m. */
const COARSE_ABOVE_LON_SPAN = 60;
/** A map with no cities at all (a car without trips) shows Europe. */
const EMPTY_VIEW = { west: -11, east: 32, south: 35, north: 61 };

interface Box {
  west: number;
  east: number;
  south: number;
  north: number;
}

function boxAround(places: readonly MapPlace[]): Box {
  if (places.length === 0) return EMPTY_VIEW;
  const lats = places.map((p) => p.lat);
  const lons = places.map((p) => p.lon);
  const grow = (min: number, max: number, span: number) => {
    const centre = (min + max) / 2;
    const half = Math.max(max - min, span) / 2;
    return [centre - half, centre + half] as const;
  };
  const [south, north] = grow(Math.min(...lats), Math.max(...lats), MIN_SPAN.lat);
  const [west, east] = grow(Math.min(...lons), Math.max(...lons), MIN_SPAN.lon);
  const clamp = (lat: number) => Math.max(-LAT_LIMIT, Math.min(LAT_LIMIT, lat));
  return { west, east, south: clamp(south), north: clamp(north) };
}

/**
 * A Mercator projection (conformal, so city shapes and the route's bearing look right at country scale) fitted to
 * the cities, and the Natural Earth detail worth drawing at that scale. `clipExtent` is essential: without it
 * d3 emits the whole world's coastlines off-canvas and the SVG grows from ~100 KB to ~2 MB.
 */
export function fitMap(places: readonly MapPlace[]): { projection: GeoProjection; resolution: Resolution } {
  const box = boxAround(places);
  const centreLon = (box.west + box.east) / 2;
  const corners = [
    [box.west, box.south],
    [box.west, box.north],
    [box.east, box.south],
    [box.east, box.north],
  ];
  const projection = geoMercator()
    // Centring the projection on the cities keeps the antimeridian cut as far from them as possible.
    .rotate([-centreLon, 0])
    .fitExtent(
      [
        [PADDING.x, PADDING.y],
        [MAP_WIDTH - PADDING.x, MAP_HEIGHT - PADDING.y],
      ],
      { type: 'MultiPoint', coordinates: corners },
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const resolution = box.east - box.west > COARSE_ABOVE_LON_SPAN ? '110m' : '50m';
  return { projection, resolution };
}
