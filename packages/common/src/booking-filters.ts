import { z } from 'zod';
import en from '../texts/en/bookings.json' with { type: 'json' };
import { BOOKING_STATUSES } from './bookings';
import { PageQuery } from './cars';
import { isIsoDate } from './dates';
import { rowId } from './ids';

/** The longest search text, of a customer or a car: names, e-mails and a car's words are at most 255 characters. */
export const MAX_BOOKING_QUERY_LENGTH = 255;

const isoDate = z.string().refine(isIsoDate, { error: en['filters.isoDate'] });
/** An empty query parameter (a cleared form field) means "no filter". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The bookings list filters (docs/product/admin-tools.md#filters-and-exports), all optional: a status, a car (by id,
 * or a case-insensitive part of its registration number or "make model"), a customer's name or e-mail
 * (case-insensitive part), and days `from`..`to` (business time zone) the trip overlaps.
 */
const fields = {
  status: optional(z.enum(BOOKING_STATUSES)),
  carId: optional(rowId()),
  car: optional(z.string().trim().max(MAX_BOOKING_QUERY_LENGTH)),
  q: optional(z.string().trim().max(MAX_BOOKING_QUERY_LENGTH)),
  from: optional(isoDate),
  to: optional(isoDate),
};
const inOrder = (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.from <= f.to;
const outOfOrder = { error: en['filters.outOfOrder'], path: ['to'] };

export const BookingFilters = z.object(fields).refine(inOrder, outOfOrder);
export type BookingFilters = z.infer<typeof BookingFilters>;

/** `GET /api/bookings/paged`: a page of the filtered bookings. */
export const BookingsPageQuery = PageQuery.extend(fields).refine(inOrder, outOfOrder);
export type BookingsPageQuery = z.infer<typeof BookingsPageQuery>;

/**
 * What the bookings list's filter bar and export buttons say (docs/product/admin-tools.md#filters-and-exports), in
 * English: the bar itself shows the catalogue's `filters.*` texts in the page's language.
 */
export const bookingFilterTexts = {
  status: en['common.status'],
  anyStatus: en['filters.anyStatus'],
  carId: en['filters.carId'],
  car: en['filters.car'],
  customer: en['filters.customer'],
  from: en['filters.from'],
  to: en['filters.to'],
  apply: en['filters.apply'],
  clear: en['filters.clear'],
  exportCsv: en['filters.exportCsv'],
  noMatch: en['filters.noMatch'],
} as const;
