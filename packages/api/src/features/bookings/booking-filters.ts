import { instantToWallClock, wallClockToInstant } from '@wayfare/common';
import { and, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BookingFilters } from '@wayfare/common';
import type { Db } from '../../db/client';
import { cars, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { rollupsKeptIn } from '../../db/rollups';

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
 * `car` is a case-insensitive part of the car's registration number or "make model" (deleted cars too: their
 * bookings stay), `q` of the customer's name or e-mail. Undefined without filters.
 */
export function bookingFilterCondition(db: Db, timeZone: string, filters: BookingFilters): SQL | undefined {
  const { status, carId, car, q, from, to } = filters;
  const conditions: (SQL | undefined)[] = [];
  if (status) conditions.push(eq(bookings.status, status));
  if (carId) conditions.push(eq(bookings.carId, carId));
  if (car) {
    const pattern = `%${likeLiteral(car)}%`;
    const matching = db
      .select({ id: cars.id })
      .from(cars)
      .where(or(ilike(cars.registrationNumber, pattern), ilike(sql`${cars.make} || ' ' || ${cars.model}`, pattern)));
    conditions.push(inArray(bookings.carId, matching));
  }
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

/** Whether `instant` is the first instant of `day` in the zone (false on a day whose midnight a clock change repeats). */
function startsDay(instant: Date, day: string, timeZone: string): boolean {
  return (
    instantToWallClock(instant, timeZone) === `${day}T00:00:00` &&
    instantToWallClock(new Date(instant.getTime() - 1), timeZone).slice(0, 10) < day
  );
}

/**
 * The number of bookings matching filters of status and days only, from the day roll-up (stats_booking_days,
 * decision 016) instead of counting up to every booking; undefined when it cannot answer exactly (a car or text
 * filter — their indexes answer fast —, roll-ups kept in another zone, a day that does not begin at its midnight).
 * A trip overlaps [T1, T2) when it starts before T2 and does not end by T1; with T1 < T2 every trip ending by T1
 * started before T2, so the count is #(start < T2) − #(end ≤ T1): the starts of the days before `to`'s next day
 * minus the ends (last instants) of the days before `from`.
 */
export async function rollupBookingCount(
  db: Db,
  timeZone: string,
  filters: BookingFilters,
): Promise<number | undefined> {
  const { status, carId, car, q, from, to } = filters;
  if (carId || car || q) return undefined;
  const after = to && nextDay(to);
  const t1 = from && wallClockToInstant(`${from}T00:00:00`, timeZone);
  const t2 = after && wallClockToInstant(`${after}T00:00:00`, timeZone);
  if (t1 && !startsDay(t1, from, timeZone)) return undefined;
  if (t2 && !startsDay(t2, after, timeZone)) return undefined;
  if (t1 && t2 && t1.getTime() >= t2.getTime()) return undefined;
  if (!(await rollupsKeptIn(db, timeZone))) return undefined;
  const ofStatus = status ? sql`status = ${status}` : sql`true`;
  const starts = after ? sql`sum(starts) filter (where day < ${after}::date)` : sql`sum(starts)`;
  const ends = from ? sql`sum(ends) filter (where day < ${from}::date)` : sql`0`;
  const result = (await db.execute(
    sql`select coalesce(${starts}, 0) - coalesce(${ends}, 0) as n from stats_booking_days where ${ofStatus}`,
  )) as unknown as { rows: Array<{ n: string | number }> };
  return Number(result.rows[0]?.n ?? 0);
}
