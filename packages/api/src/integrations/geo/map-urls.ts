/**
 * Where the API serves its SVG maps (the geo feature renders them). Public on purpose: they show only
 * city positions and lines, so an <img> can load them without a bearer token, and they cache well.
 */
export function routeMapUrl(fromCityId: number, toCityId: number): string {
  return `/api/maps/route.svg?from=${fromCityId}&to=${toCityId}`;
}

/** A map of many trips at once (a car's history): pairs of city ids, drawn as lines. */
export function tripsMapUrl(trips: ReadonlyArray<readonly [number, number]>): string {
  const unique = [...new Set(trips.map(([from, to]) => `${from}-${to}`))].sort();
  return `/api/maps/trips.svg?trips=${unique.join(',')}`;
}
