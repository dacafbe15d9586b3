import { z } from 'zod';
import en from '../texts/en/search.json' with { type: 'json' };
import { MAX_TRIP_DAYS } from './constants';
import { isIsoDate, todayIsoDate, wallClockSpanMs } from './dates';
import { messages } from './messages';
import { supportMessageTexts } from './messages-support';

/**
 * Texts of the car search form besides the cities rule: every field required, dates that make
 * sense (docs/product/search-and-availability.md#search-validation). Kept next to the schema so each is written once,
 * in the catalogue's words (`search` namespace); "required" is the generic prompt's. The trip's limit is written out in
 * its sentence, which the error hook finds by its exact words; search.test.ts keeps it equal to MAX_TRIP_DAYS.
 */
export const searchMessages = {
  required: supportMessageTexts.required,
  invalidDate: en['validation.invalidDate'],
  invalidTime: en['validation.invalidTime'],
  pastDate: en['validation.pastDate'],
  dropOffBeforePickUp: en['validation.dropOffBeforePickUp'],
  tripTooLong: en['validation.tripTooLong'],
} as const;

/**
 * True when a trip from one wall-clock date-time to another lasts no longer than MAX_TRIP_DAYS. A date that cannot be
 * read passes here: its own field's rule names what is wrong with it, once.
 */
export function isTripWithinLimit(from: string, to: string): boolean {
  if (!isIsoDate(from.slice(0, 10)) || !isIsoDate(to.slice(0, 10))) return true;
  return !(wallClockSpanMs(from, to) > MAX_TRIP_DAYS * 86_400_000);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const required = z.string({ error: searchMessages.required }).trim().min(1, { error: searchMessages.required });
const cityId = required.regex(/^\d+$/, { error: searchMessages.required });
const isoDate = required.refine(isIsoDate, { error: searchMessages.invalidDate });
const time = required.regex(TIME, { error: searchMessages.invalidTime });

/**
 * The six search parameters (docs/product/search-and-availability.md#search-url) as they travel in the /search URL (all
 * strings), checked the same way whether they come from the search form or from a shared link.
 */
export const SearchParams = z
  .object({
    fromCity: cityId,
    toCity: cityId,
    fromDate: isoDate.refine((d) => d >= todayIsoDate(), { error: searchMessages.pastDate }),
    toDate: isoDate,
    fromTime: time,
    toTime: time,
  })
  .refine((p) => p.fromCity !== p.toCity, { error: messages.search.sameCities, path: ['toCity'] })
  .refine((p) => `${p.toDate}T${p.toTime}` > `${p.fromDate}T${p.fromTime}`, {
    error: searchMessages.dropOffBeforePickUp,
    path: ['toDate'],
  })
  .refine((p) => isTripWithinLimit(`${p.fromDate}T${p.fromTime}`, `${p.toDate}T${p.toTime}`), {
    error: searchMessages.tripTooLong,
    path: ['toDate'],
  });
export type SearchParams = z.infer<typeof SearchParams>;
