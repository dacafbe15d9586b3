import { and, ne, sql } from 'drizzle-orm';
import {
  messages,
  SEARCH_SUGGESTIONS,
  searchMessages,
  shiftWallClockDays,
  type CitySuggestion,
  type DateSuggestion,
  type SearchSuggestions,
  type SearchSuggestionsBody,
  wallClockToInstant,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema';
import { findAvailableCarIds, type SearchQuery } from '../../domain/availability';
import { findTripCities } from '../../domain/city-directory';
import { greatCircleKm } from '../../integrations/geo/distance';
import { AppError } from '../../lib/app-error';

/**
 * `POST /api/cars/availableCars/suggestions`: what an empty search offers instead
 * (docs/product/search-and-availability.md#suggestions) — the first later and the first earlier window with cars
 * among SEARCH_SUGGESTIONS.dayShifts, and the nearest pick-up cities with cars for the same dates. Every count is the
 * search's own availability query (domain/availability.ts), so a suggestion leads to exactly that many cars; at most
 * dayShifts + nearbyCitiesChecked of them run, however the request is made. Windows that start before `now` are not
 * searched: a search cannot pick up in the past.
 */
export async function suggestSearches(
  db: Db,
  timeZone: string,
  body: SearchSuggestionsBody,
  now: Date,
): Promise<SearchSuggestions> {
  if (body.fromCity === body.toCity) throw new AppError('BAD_REQUEST', messages.search.sameCities, 'toCity');
  const startAt = wallClockToInstant(body.fromDateTime, timeZone);
  const endAt = wallClockToInstant(body.toDateTime, timeZone);
  if (endAt <= startAt) throw new AppError('BAD_REQUEST', searchMessages.dropOffBeforePickUp, 'toDateTime');
  // An unknown city is 404, as for the search.
  const { from } = await findTripCities(db, body.fromCity, body.toCity);
  const trip: SearchQuery = {
    fromCityId: body.fromCity,
    toCityId: body.toCity,
    startAt,
    endAt,
    featureIds: body.selectedFeatures ?? [],
  };
  const countCars = async (query: SearchQuery) => (await findAvailableCarIds(db, query)).length;
  return {
    dates: await otherDates(trip, body, { timeZone, now, countCars }),
    cities: await nearbyCities(db, trip, from, countCars),
  };
}

async function otherDates(
  trip: SearchQuery,
  body: SearchSuggestionsBody,
  { timeZone, now, countCars }: { timeZone: string; now: Date; countCars: (query: SearchQuery) => Promise<number> },
): Promise<DateSuggestion[]> {
  const found: DateSuggestion[] = [];
  for (const shiftDays of SEARCH_SUGGESTIONS.dayShifts) {
    if (found.some((date) => Math.sign(date.shiftDays) === Math.sign(shiftDays))) continue;
    const startAt = shiftWallClockDays(body.fromDateTime, shiftDays);
    const endAt = shiftWallClockDays(body.toDateTime, shiftDays);
    if (startAt === null || endAt === null) continue;
    const shifted = {
      ...trip,
      startAt: wallClockToInstant(startAt, timeZone),
      endAt: wallClockToInstant(endAt, timeZone),
    };
    if (shifted.startAt < now) continue;
    const count = await countCars(shifted);
    if (count > 0) found.push({ fromDateTime: startAt, toDateTime: endAt, shiftDays, count });
  }
  return found.sort((a, b) => a.shiftDays - b.shiftDays);
}

/**
 * The nearest other cities by a planar approximation in SQL (cheap, bounded by the limit), then their true distance;
 * the drop-off city is left out, as a trip cannot end where it starts.
 */
async function nearbyCities(
  db: Db,
  trip: SearchQuery,
  from: { id: number; lat: number; lon: number },
  countCars: (query: SearchQuery) => Promise<number>,
): Promise<CitySuggestion[]> {
  const squeeze = Math.cos((from.lat * Math.PI) / 180);
  const candidates = await db
    .select({ id: cities.id, name: cities.name, lat: cities.lat, lon: cities.lon })
    .from(cities)
    .where(and(ne(cities.id, from.id), ne(cities.id, trip.toCityId)))
    .orderBy(
      sql`power(${cities.lat} - ${from.lat}::float8, 2) + power((${cities.lon} - ${from.lon}::float8) * ${squeeze}::float8, 2)`,
      cities.id,
    )
    .limit(SEARCH_SUGGESTIONS.nearbyCitiesChecked);
  const found: CitySuggestion[] = [];
  for (const city of candidates) {
    const distance = Math.round(greatCircleKm(from, city));
    if (distance > SEARCH_SUGGESTIONS.nearbyRadiusKm) continue;
    const count = await countCars({ ...trip, fromCityId: city.id });
    if (count > 0) found.push({ cityId: city.id, name: city.name, distance, count });
    if (found.length === SEARCH_SUGGESTIONS.maxCities) break;
  }
  return found.sort((a, b) => a.distance - b.distance || a.cityId - b.cityId);
}
