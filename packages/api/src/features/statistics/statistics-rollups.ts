import { sql, type SQL } from 'drizzle-orm';
import type { CarsOverTimePoint, KeyValue } from '@wayfare/common';
import type { Db } from '../../db/client';
import { selectRows } from './statistics-sql';
import { TOP_SERIES_LIMIT } from './statistics-direct';

/**
 * The statistics read from the roll-ups that migration 0016's triggers keep (decision 016): each answer equals its
 * direct reading in statistics-direct.ts, which the roll-up tests check after random writes. Zero rows stay in the
 * roll-ups (a count back to 0), so every read skips them.
 */

/** Live bookings and their distance: one row per car. */
export async function rollupTripTotals(db: Db): Promise<{ total: number; distance: number }> {
  const [row] = await selectRows<{ total: string | null; distance: string | null }>(
    db,
    sql`select sum(bookings) as total, sum(distance) as distance from stats_car_totals`,
  );
  return { total: Number(row?.total ?? 0), distance: Number(row?.distance ?? 0) };
}

/** Revenue: the sum of its 16 shards. */
export async function rollupRevenue(db: Db): Promise<number> {
  const [row] = await selectRows<{ total: string | null }>(db, sql`select sum(amount) as total from stats_revenue`);
  return Number(row?.total ?? 0);
}

/** The top-10 cars, ordered as the direct reading orders them. */
export async function rollupTopCars(db: Db): Promise<KeyValue[]> {
  const rows = await selectRows<{ key: string; value: number }>(
    db,
    sql`
    select c.make || ' ' || c.model || ' (' || c.registration_number || ')' as key, t.bookings as value
      from stats_car_totals t
      join cars c on c.id = t.car_id
     where t.bookings > 0
     order by t.bookings desc, c.make, c.model, c.id
     limit ${TOP_SERIES_LIMIT}
  `,
  );
  return rows.map((row) => ({ key: row.key, value: Number(row.value) }));
}

/** The top-10 city pairs, ordered as the direct reading orders them. */
export async function rollupTopTrips(db: Db): Promise<KeyValue[]> {
  const rows = await selectRows<{ key: string; value: number }>(
    db,
    sql`
    select f.name || ' - ' || t.name as key, s.bookings as value
      from stats_trip_totals s
      join cities f on f.id = s.start_city_id
      join cities t on t.id = s.end_city_id
     where s.bookings > 0
     order by s.bookings desc, f.name, t.name
     limit ${TOP_SERIES_LIMIT}
  `,
  );
  return rows.map((row) => ({ key: row.key, value: Number(row.value) }));
}

/** Bookings per month of their start, every month from the first to the last with bookings (empty ones as 0). */
export async function rollupPerMonth(db: Db): Promise<KeyValue[]> {
  const rows = await selectRows<{ key: string; value: number | string }>(
    db,
    sql`
    with monthly as (
      select month::timestamp as month, sum(bookings) as total from stats_car_months group by month having sum(bookings) > 0
    )
    select to_char(series.month, 'YYYY-MM') as key, coalesce(monthly.total, 0) as value
    from generate_series((select min(month) from monthly), (select max(month) from monthly), interval '1 month') as series(month)
    left join monthly on monthly.month = series.month
    order by series.month
  `,
  );
  return rows.map((row) => ({ key: row.key, value: Number(row.value) }));
}

/**
 * Bookings per car model and month of their start, for starts within [from, to] (either optional). The months wholly
 * inside the range come from the roll-up; the range's first and last months, which it may cut, are counted from the
 * bookings themselves through the index on their start (bookings_live_start_at_idx, which holds the car too): read
 * a day beyond the month's ends whatever the zone does at midnight, each row near them then checked exactly. The cars are grouped by their columns first and named after (a name per row cost half the time
 * at 10,000 cars); two cars whose "make model" read the same still count as one. Months of a zone follow each other in time (no clock change crosses a month's first midnight
 * backwards), so a month strictly between the first and the last lies wholly inside the range.
 */
export async function rollupPopularOverTime(
  db: Db,
  timeZone: string,
  from: Date | undefined,
  to: Date | undefined,
): Promise<CarsOverTimePoint[]> {
  const localMonth = (column: SQL) => sql`date_trunc('month', ${column} at time zone ${timeZone})::date`;
  const fromAt = from && sql`${from.toISOString()}::timestamptz`;
  const toAt = to && sql`${to.toISOString()}::timestamptz`;
  const firstMonth = fromAt && localMonth(fromAt);
  const lastMonth = toAt && localMonth(toAt);
  const parts: SQL[] = [
    sql`select car_id, month, bookings from stats_car_months
         where bookings > 0 ${firstMonth ? sql`and month > ${firstMonth}` : sql``}
           ${lastMonth ? sql`and month < ${lastMonth}` : sql``}`,
  ];
  // A cut month's bookings: a row is in the month when it is a day clear of both its ends, else when its local
  // month says so (asked of the few rows near the ends only: OR stops at the first true).
  const monthStart = (month: SQL) => sql`(${month}::timestamp at time zone ${timeZone})`;
  const monthEnd = (month: SQL) => sql`((${month} + interval '1 month')::timestamp at time zone ${timeZone})`;
  const edge = (month: SQL, lower: SQL, upper: SQL, also: SQL = sql``) =>
    sql`select car_id, ${month} as month, count(*) as bookings from bookings
         where status <> 'Canceled' and start_at >= ${lower} and start_at <= ${upper} ${also}
           and ((start_at >= ${monthStart(month)} + interval '1 day' and start_at < ${monthEnd(month)} - interval '1 day')
                or ${localMonth(sql`start_at`)} = ${month})
         group by car_id`;
  if (fromAt && firstMonth) {
    const bound = sql`${monthEnd(firstMonth)} + interval '1 day'`;
    parts.push(edge(firstMonth, fromAt, toAt ? sql`least(${toAt}, ${bound})` : bound));
  }
  if (toAt && lastMonth) {
    const bound = sql`${monthStart(lastMonth)} - interval '1 day'`;
    const notFirst = firstMonth ? sql`and ${lastMonth} <> ${firstMonth}` : sql``;
    parts.push(edge(lastMonth, fromAt ? sql`greatest(${fromAt}, ${bound})` : bound, toAt, notFirst));
  }
  const rows = await selectRows<{ year: number; month: number; car: string; count: number }>(
    db,
    sql`
    select extract(year from m.month)::int as year, extract(month from m.month)::int as month,
           m.make || ' ' || m.model as car, sum(m.bookings)::int as count
      from (
        select p.month, c.make, c.model, sum(p.bookings) as bookings
          from (${sql.join(parts, sql` union all `)}) p
          join cars c on c.id = p.car_id
         group by 1, 2, 3
      ) m
     group by 1, 2, 3
     order by 1, 2, 4 desc, 3
  `,
  );
  return rows.map((row) => ({ year: row.year, month: row.month, car: row.car, count: row.count }));
}
