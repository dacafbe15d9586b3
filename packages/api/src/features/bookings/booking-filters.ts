import { and, eq, gt, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { BookingFilters } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings, users } from '../../db/schema';
import { wallClockToInstant } from '../../lib/wall-clock';

/** `LIKE` reads `%`, `_` and `\` (PostgreSQL's default escape): a customer search means them literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The calendar day after a `YYYY-MM-DD` day (no time zone involved). */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * The bookings list filters as one condition on `bookings` (docs/product/admin-tools.md#filters-and-exports): a
 * trip matches days `from`..`to` when it overlaps [from 00:00, the day after `to` 00:00) in the business time zone;
 * `q` is a case-insensitive part of the customer's name or e-mail. Undefined without filters.
 */
export function bookingFilterCondition(db: Db, timeZone: string, filters: BookingFilters): SQL | undefined {
  const { status, carId, q, from, to } = filters;
  const conditions: (SQL | undefined)[] = [];
  if (status) conditions.push(eq(bookings.status, status));
  if (carId) conditions.push(eq(bookings.carId, carId));
  if (q) {
    const pattern = `%${likeLiteral(q)}%`;
    const customers = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
    conditions.push(inArray(bookings.userId, customers));
  }
  if (from) conditions.push(gt(bookings.endAt, wallClockToInstant(`${from}T00:00:00`, timeZone)));
  if (to) conditions.push(lt(bookings.startAt, wallClockToInstant(`${nextDay(to)}T00:00:00`, timeZone)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}
