import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];
type GeometryObject = Parameters<typeof mesh>[1] & object;

export type Resolution = '50m' | '110m';

export interface World {
  land: Feature | FeatureCollection;
  /** Borders between two countries only: coastlines are the land's own outline. */
  borders: MultiLineString;
}

const require = createRequire(import.meta.url);
const worlds = new Map<Resolution, World>();

/**
 * Natural Earth countries from world-atlas, read on the first map and kept (~40 ms and a few MB for 50m). The JSON
 * is read from the package rather than imported so that it is parsed once, by JSON.parse, not by the module loader.
 */
export function loadWorld(resolution: Resolution): World {
  let world = worlds.get(resolution);
  if (!world) {
    const file = require.resolve(`world-atlas/countries-${resolution}.json`);
    const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology & {
      objects: { land: GeometryObject; countries: GeometryObject };
    };
    world = {
      land: feature(topology, topology.objects.land),
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    };
    worlds.set(resolution, world);
  }
  return world;
}
