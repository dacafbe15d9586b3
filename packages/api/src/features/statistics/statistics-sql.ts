import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';

/**
 * Statistics count every booking but Canceled ones (docs/product/admin-tools.md#statistics-definitions): a canceled
 * trip never happened. Written as a literal, not a bound parameter, so that the planner can always match the partial
 * indexes with the same predicate (bookings_live_start_at_idx, bookings_live_end_at_idx).
 */
export const isLiveBooking = sql`${bookings.status} <> 'Canceled'`;

/**
 * Revenue, defined once (docs/product/admin-tools.md#statistics-definitions): money received minus money given back —
 * payments of every kind (trips, changes, plans, damage charges) that the provider confirmed, plus refund rows (negative
 * amounts, domain/refunds.ts) once the provider accepted them. Payments refunded in full before refund rows existed
 * carry `refunded_at` and count nothing. Used by the general totals and by the per-car totals (joined to the car's
 * bookings; refund rows carry the booking too).
 */
export const isRevenue = sql`(${payments.paid} and ${payments.refundedAt} is null)`;
export const revenueSum = sql<number>`coalesce(sum(${payments.amount}) filter (where ${isRevenue}), 0)`.mapWith(Number);

/** A raw query's rows: both drivers answer `execute` with `{ rows }` (pg's QueryResult, PGlite's Results), which
 *  the driver-neutral `Db` type cannot express. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Hours are counted in seconds; a ratio is kept to 4 decimals (0.1234 = 12.34 %). */
export const roundRatio = (ratio: number) => Math.round(ratio * 10_000) / 10_000;

export const DAY_MS = 86_400_000;
/** The window of the fleet utilization and the default window of a car's utilization. */
export const UTILIZATION_WINDOW_MS = 30 * DAY_MS;

/**
 * Booked ÷ available time of some cars over [from, to) (0..1, 4 decimals). A car is available over the part of the
 * window in which it existed — from its creation to its soft deletion — and only its live bookings' time inside that
 * part counts as booked. Live bookings of one car never overlap (the exclusion constraint), so the ratio is at
 * most 1; it is capped anyway. No available time → 0.
 *
 * `whichCars` picks the cars (one car by id, or the fleet that is not deleted). A live booking overlaps [from, to)
 * when it ends after `from` and starts before `to`: for one car its (car, end) index answers, for the fleet an
 * index-only scan of bookings_live_end_at_idx (end, start, car; same predicate, status <> 'Canceled') reads only the
 * live bookings ending after `from` instead of every booking ever made (decision 016).
 */
export async function utilization(db: Db, whichCars: SQL, from: Date, to: Date): Promise<number> {
  if (to.getTime() <= from.getTime()) return 0;
  const fromAt = sql`${from.toISOString()}::timestamptz`;
  const toAt = sql`${to.toISOString()}::timestamptz`;
  const [row] = await selectRows<{ booked: string | number | null; available: string | number | null }>(
    db,
    sql`
    with open_cars as (
      select id, greatest(created_at, ${fromAt}) as open_from, least(coalesce(deleted_at, ${toAt}), ${toAt}) as open_to
      from cars
      where ${whichCars}
    ), existing as (
      select * from open_cars where open_to > open_from
    )
    select
      (select coalesce(sum(extract(epoch from open_to - open_from)), 0) from existing) as available,
      (select coalesce(sum(extract(epoch from least(b.end_at, e.open_to) - greatest(b.start_at, e.open_from))), 0)
         from bookings b
         join existing e on e.id = b.car_id
        where b.status <> 'Canceled' and b.end_at > ${fromAt} and b.start_at < ${toAt}
          and b.start_at < e.open_to and b.end_at > e.open_from) as booked
  `,
  );
  const available = Number(row?.available ?? 0);
  const booked = Number(row?.booked ?? 0);
  return available > 0 ? roundRatio(Math.min(1, booked / available)) : 0;
}
