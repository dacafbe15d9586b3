import { carsTexts, text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { z } from 'zod';

/** City ids are PostgreSQL `integer`s; a larger number would reach the database and fail there as a 500. */
const INT4_MAX = 2_147_483_647;
const CityId = z.coerce.number().int().positive().max(INT4_MAX);

/** `GET /api/maps/route.svg?from=&to=` (city ids), as built by `routeMapUrl`. */
export const RouteMapQuery = z.object({ from: CityId, to: CityId });

/** A car's history can be long; beyond this the lines would be a blur and the render slow. */
export const MAX_TRIPS = 200;
const PAIRS = /^\d{1,10}-\d{1,10}(,\d{1,10}-\d{1,10})*$/;

/**
 * In the catalogue's words (`cars` namespace), which the error hook translates; the limit is written out in its
 * sentence, and maps.test.ts keeps it equal to MAX_TRIPS.
 */
export const tripsMessages = {
  format: englishOf(text(carsTexts, 'maps.tripsFormat')),
  tooMany: englishOf(text(carsTexts, 'maps.tooManyTrips')),
} as const;

/**
 * `GET /api/maps/trips.svg?trips=1-2,2-5`, as built by `tripsMapUrl`. An empty list is valid: a car without
 * trips still gets a map.
 */
export const TripsMapQuery = z.object({
  trips: z
    .string()
    // Each pair is at most two 10-digit ids, a dash and a comma.
    .max(MAX_TRIPS * 22, tripsMessages.tooMany)
    .refine((value) => value === '' || PAIRS.test(value), tripsMessages.format)
    .transform((value) => (value ? value.split(',').map((pair) => pair.split('-').map(Number)) : []))
    .refine((pairs) => pairs.flat().every((id) => id >= 1 && id <= INT4_MAX), tripsMessages.format)
    .refine((pairs) => pairs.length <= MAX_TRIPS, tripsMessages.tooMany)
    .transform((pairs) => pairs.map(([from = 0, to = 0]) => [from, to] as const)),
});
