import { z } from 'zod';
import { WallClockDateTime } from './cars';
import { MAX_ROW_ID } from './ids';
import { isTripWithinLimit, searchMessages } from './search';

/**
 * What an empty search suggests instead (docs/product/search-and-availability.md#suggestions): the same trip a few
 * days later or earlier, and the same dates from a nearby pick-up city. The work is bounded: at most
 * `dayShifts.length` windows and `nearbyCitiesChecked` cities are searched, each with the search's own query.
 */
export const SEARCH_SUGGESTIONS = {
  /** The trip moved by these many days, nearest first; the first later and the first earlier window with cars win. */
  dayShifts: [1, -1, 2, -2, 3, -3, 5, -5, 7, -7],
  /** The nearest cities (as the crow flies) searched from instead of the pick-up city… */
  nearbyCitiesChecked: 5,
  /** …when they lie within this many kilometres of it… */
  nearbyRadiusKm: 600,
  /** …of which at most this many, nearest first, are suggested. */
  maxCities: 3,
  /** Far more than the feature filter has boxes; a longer list is not a search a person made. */
  maxFeatures: 50,
} as const;

/** `POST /api/cars/availableCars/suggestions`: the search's trip and filters, without its order and page. */
export const SearchSuggestionsBody = z
  .object({
    fromCity: z.number({ error: searchMessages.required }).int().positive().max(MAX_ROW_ID),
    toCity: z.number({ error: searchMessages.required }).int().positive().max(MAX_ROW_ID),
    fromDateTime: WallClockDateTime,
    toDateTime: WallClockDateTime,
    selectedFeatures: z
      .array(z.number().int().positive().max(MAX_ROW_ID))
      .max(SEARCH_SUGGESTIONS.maxFeatures)
      .nullable()
      .default(null),
  })
  .refine((b) => isTripWithinLimit(b.fromDateTime, b.toDateTime), {
    error: searchMessages.tripTooLong,
    path: ['toDateTime'],
  });
export type SearchSuggestionsBody = z.infer<typeof SearchSuggestionsBody>;

/** The same trip on other dates (wall-clock date-times, like the search's), with how many cars can take it. */
export const DateSuggestion = z.object({
  fromDateTime: z.string(),
  toDateTime: z.string(),
  /** Days from the searched pick-up: positive later, negative earlier. */
  shiftDays: z.number().int(),
  count: z.number().int().positive(),
});
export type DateSuggestion = z.infer<typeof DateSuggestion>;

/** The same dates from another pick-up city, with how many cars can take the trip from there. */
export const CitySuggestion = z.object({
  cityId: z.number().int().positive(),
  name: z.string(),
  /** Kilometres from the searched pick-up city, as the crow flies, rounded. */
  distance: z.number().int().nonnegative(),
  count: z.number().int().positive(),
});
export type CitySuggestion = z.infer<typeof CitySuggestion>;

export const SearchSuggestions = z.object({
  /** At most one later and one earlier window, earliest first. */
  dates: z.array(DateSuggestion),
  /** Nearest first. */
  cities: z.array(CitySuggestion),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

const WALL_CLOCK_FACE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/;

/**
 * A wall-clock date-time moved by whole calendar days, the clock face kept ("2026-03-28T10:00:00" + 1 →
 * "2026-03-29T10:00:00", whatever a clock change does that night); null when it leaves the years 0001–9999 or is not
 * a wall-clock date-time.
 */
export function shiftWallClockDays(value: string, days: number): string | null {
  const match = WALL_CLOCK_FACE.exec(value);
  if (!match) return null;
  const face = new Date(`${match[1]}T${match[2]}${match[3] ?? ':00'}Z`);
  if (Number.isNaN(face.getTime())) return null;
  face.setUTCDate(face.getUTCDate() + days);
  const year = face.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  return face.toISOString().slice(0, 19);
}
