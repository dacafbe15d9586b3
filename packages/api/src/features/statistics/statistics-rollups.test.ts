import { count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingFilters, type BookingStatus, wallClockToInstant } from '@wayfare/common';
import { buildApp, type App } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { createAdmin, createCar, createCity, createUser, type TestUser } from '../../test/factories';
import { bookings, payments } from '../../db/schema';
import { syncRollupTimeZone } from '../../db/rollups';
import {
  directPerMonth,
  directPopularOverTime,
  directRevenue,
  directTopCars,
  directTopTrips,
  directTripTotals,
} from './statistics-direct';
import {
  rollupPerMonth,
  rollupPopularOverTime,
  rollupRevenue,
  rollupTopCars,
  rollupTopTrips,
  rollupTripTotals,
} from './statistics-rollups';
import { selectRows } from './statistics-sql';

/*
 * The roll-ups of migration 0016 (decision 016) against the direct readings they replace, the oracle: random writes of
 * every kind a write path can make (several rows per statement, as a seed or psql would), then every answer equal.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL, where writers also race.
 */

let t: TestApp;
let admin: TestUser;
let cityIds: number[] = [];
const carIds: number[] = [];
const userIds: number[] = [];

/** A small deterministic generator (mulberry32): a failure replays the same writes. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { int, pick, chance: (p: number) => next() < p };
}
const random = generator(21);

/*
 * Trips never overlap, whatever car they move to: slot k starts 36 hours after slot k−1, within its first 12 hours
 * (at minutes that fall on midnight and month starts too), and lasts at most 24 hours. 330 slots from mid-January 2026
 * cross both of Europe's and Chile's clock changes and a year's end.
 */
const BASE = Date.UTC(2026, 0, 14, 22, 0);
const HOUR = 3_600_000;
const SLOTS = 330;
const freeSlots = new Set(Array.from({ length: SLOTS }, (_, k) => k));
const slotOf = new Map<number, number>();
function takeSlot(): { startAt: Date; endAt: Date; slot: number } | undefined {
  if (freeSlots.size === 0) return undefined;
  const slot = random.pick([...freeSlots]);
  freeSlots.delete(slot);
  const startAt = new Date(BASE + slot * 36 * HOUR + random.int(12) * HOUR + random.pick([0, 0, 30]) * 60_000);
  const endAt = new Date(startAt.getTime() + (1 + random.int(24)) * HOUR);
  return { startAt, endAt, slot };
}

const LIVE: BookingStatus[] = BOOKING_STATUSES.filter((s) => s !== 'Canceled');

async function bookingIds(where?: ReturnType<typeof sql>): Promise<number[]> {
  const rows = await t.db.select({ id: bookings.id }).from(bookings).where(where);
  return rows.map((r) => r.id);
}
const some = (ids: number[], most: number) => ids.filter(() => random.chance(0.5)).slice(0, 1 + random.int(most));

/** One random write; statements touch one or several rows. */
async function randomWrite(): Promise<void> {
  const db = t.db;
  const all = await bookingIds();
  const op = all.length < 8 ? 0 : random.int(11);
  if (op <= 1) {
    const rows: Array<typeof bookings.$inferInsert & { _slot: number }> = [];
    for (let i = 0, n = 1 + random.int(4); i < n; i++) {
      const trip = takeSlot();
      if (!trip) break;
      rows.push({
        userId: random.pick(userIds),
        carId: random.pick(carIds),
        startCityId: random.pick(cityIds),
        endCityId: random.pick(cityIds),
        startAt: trip.startAt,
        endAt: trip.endAt,
        status: random.chance(0.2) ? ('Canceled' as const) : random.pick(LIVE),
        distance: random.int(500) + random.pick([0, 0.5, 0.25]),
        totalPrice: 10 + random.int(300),
        _slot: trip.slot,
      });
    }
    if (rows.length === 0) return;
    const inserted = await db
      .insert(bookings)
      .values(rows.map(({ _slot, ...row }) => row))
      .returning({ id: bookings.id });
    inserted.forEach((row, i) => slotOf.set(row.id, rows[i]!._slot));
  } else if (op === 2) {
    await db
      .update(bookings)
      .set({ status: 'Canceled' })
      .where(inArray(bookings.id, some(all, 3)));
  } else if (op === 3) {
    // Revive: back to a live status (the slots keep it clear of every other trip).
    const canceled = await bookingIds(sql`${bookings.status} = 'Canceled'`);
    if (canceled.length === 0) return;
    await db
      .update(bookings)
      .set({ status: random.pick(LIVE) })
      .where(inArray(bookings.id, some(canceled, 3)));
  } else if (op === 4) {
    await db
      .update(bookings)
      .set({ status: random.pick(LIVE) })
      .where(inArray(bookings.id, some(all, 4)));
  } else if (op === 5) {
    const id = random.pick(all);
    const trip = takeSlot();
    if (!trip) return;
    freeSlots.add(slotOf.get(id)!);
    slotOf.set(id, trip.slot);
    await db.update(bookings).set({ startAt: trip.startAt, endAt: trip.endAt }).where(eq(bookings.id, id));
  } else if (op === 6) {
    await db
      .update(bookings)
      .set({ carId: random.pick(carIds) })
      .where(inArray(bookings.id, some(all, 3)));
  } else if (op === 7) {
    await db
      .update(bookings)
      .set({ startCityId: random.pick(cityIds), endCityId: random.pick(cityIds), distance: random.int(800) })
      .where(inArray(bookings.id, some(all, 2)));
  } else if (op === 8) {
    // Hard deletes (a repair in psql): only bookings nothing else refers to.
    const id = random.pick(all);
    const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.bookingId, id));
    if ((paid?.n ?? 1) > 0) return;
    await db.delete(bookings).where(eq(bookings.id, id));
    freeSlots.add(slotOf.get(id)!);
  } else {
    await randomPayment(all);
  }
}

async function randomPayment(all: number[]): Promise<void> {
  const db = t.db;
  const op = random.int(5);
  const userId = random.pick(userIds);
  if (op === 0) {
    await db.insert(payments).values({
      userId,
      kind: random.pick(['damage_charge', 'booking_change'] as const),
      bookingId: random.pick(all),
      description: 'random',
      amount: 1 + random.int(20_000) / 100,
      paid: random.chance(0.5),
      provider: 'test',
    });
  } else if (op === 1) {
    await db.insert(payments).values({
      userId,
      kind: 'discount_plan',
      description: 'plan',
      amount: 5 + random.int(100),
      paid: random.chance(0.7),
      provider: 'test',
    });
  } else if (op === 2) {
    await db.update(payments).set({ paid: true, paidAt: new Date() }).where(eq(payments.paid, false));
  } else if (op === 3) {
    const [paid] = await db
      .select()
      .from(payments)
      .where(sql`${payments.paid} and ${payments.amount} > 0 and ${payments.bookingId} is not null`)
      .limit(1);
    if (!paid) return;
    await db.insert(payments).values({
      userId: paid.userId,
      kind: 'refund',
      bookingId: paid.bookingId,
      refundOfPaymentId: paid.id,
      description: 'refund',
      amount: -Math.min(paid.amount, 1 + random.int(50)),
      paid: random.chance(0.8),
      provider: 'test',
    });
  } else {
    // A refund in full before refund rows existed.
    const [paid] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(sql`${payments.paid} and ${payments.refundedAt} is null and ${payments.amount} > 0`)
      .limit(1);
    if (paid) await db.update(payments).set({ refundedAt: new Date() }).where(eq(payments.id, paid.id));
  }
}

/** Wall-clock ranges for popular-over-time: none, open ends, inside a month, across months, on month edges. */
const RANGES: Array<[string | undefined, string | undefined]> = [
  [undefined, undefined],
  ['2026-03-15T00:00:01', undefined],
  [undefined, '2026-06-20T23:59:59'],
  ['2026-03-02T00:00:01', '2026-03-28T23:59:59'],
  ['2026-03-20T00:00:01', '2026-04-02T23:59:59'],
  ['2026-02-10T00:00:01', '2026-10-31T23:59:59'],
  ['2026-04-01T00:00:00', '2026-09-30T23:59:59'],
  ['2026-01-01T00:00:00', '2027-12-31T23:59:59'],
  ['2026-10-25T00:00:01', '2027-03-01T00:00:00'],
];
/** Day filters for the bookings count (with every status and none): clock-change days and month ends among them. */
const DAYS: Array<Pick<BookingFilters, 'from' | 'to'>> = [
  {},
  { from: '2026-03-29' },
  { to: '2026-04-05' },
  { from: '2026-03-29', to: '2026-03-29' },
  { from: '2026-04-04', to: '2026-04-05' },
  { from: '2026-09-05', to: '2026-10-25' },
  { from: '2026-01-31', to: '2027-01-01' },
  { from: '2026-12-31', to: '2026-12-31' },
];

/** Every roll-up answer equals the direct reading in `timeZone`. */
async function expectRollupsExact(timeZone: string, app: App = t.app): Promise<void> {
  const db = t.db;
  expect(await rollupTripTotals(db)).toEqual(await directTripTotals(db));
  expect(await rollupRevenue(db)).toBe(await directRevenue(db));
  expect(await rollupTopCars(db)).toEqual(await directTopCars(db));
  expect(await rollupTopTrips(db)).toEqual(await directTopTrips(db));
  expect(await rollupPerMonth(db)).toEqual(await directPerMonth(db, timeZone));
  for (const [start, end] of RANGES) {
    const from = start ? wallClockToInstant(start, timeZone) : undefined;
    const to = end ? wallClockToInstant(end, timeZone) : undefined;
    expect(await rollupPopularOverTime(db, timeZone, from, to), `${start} – ${end}`).toEqual(
      await directPopularOverTime(db, timeZone, from, to),
    );
  }
  // And the days on whose midnight trips end or start: a trip ending at 00:00 has ended by that day.
  const midnights = await selectRows<{ day: string; before: string }>(
    db,
    sql`select to_char(at, 'YYYY-MM-DD') as day, to_char(at - interval '1 day', 'YYYY-MM-DD') as before
          from (select end_at at time zone ${timeZone} as at from bookings
                union select start_at at time zone ${timeZone} from bookings) local
         where at::time = '00:00' order by 1 limit 6`,
  );
  const days = [
    ...DAYS,
    ...midnights.flatMap(({ day, before }) => [{ from: day }, { to: before }, { from: day, to: day }]),
  ];
  for (const status of [undefined, ...BOOKING_STATUSES]) {
    for (const filterDays of days) {
      const filters = { status, ...filterDays };
      expect(await countThroughApi(app, filters), JSON.stringify(filters)).toBe(await directCount(timeZone, filters));
    }
  }
}

/** The calendar day after a `YYYY-MM-DD` day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The bookings list's count as the filters define it (docs/product/admin-tools.md#filters-and-exports). */
async function directCount(timeZone: string, { status, from, to }: BookingFilters): Promise<number> {
  const conditions = [sql`true`];
  if (status) conditions.push(sql`${bookings.status} = ${status}`);
  if (from) conditions.push(sql`${bookings.endAt} > ${wallClockToInstant(`${from}T00:00:00`, timeZone).toISOString()}`);
  if (to)
    conditions.push(
      sql`${bookings.startAt} < ${wallClockToInstant(`${nextDay(to)}T00:00:00`, timeZone).toISOString()}`,
    );
  const [row] = await t.db
    .select({ n: count() })
    .from(bookings)
    .where(sql.join(conditions, sql` and `));
  return row?.n ?? 0;
}

/** `GET /api/bookings/count` as an administrator: from the day roll-up whenever it can answer exactly. */
async function countThroughApi(app: App, filters: BookingFilters): Promise<number> {
  const query = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => e[1] !== undefined));
  const response = await app.inject({ method: 'GET', url: `/api/bookings/count?${query}`, headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<number>();
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  admin = await createAdmin(t.app);
  cityIds = await Promise.all(
    ['Aachen', 'Bonn', 'Celle', 'Dresden', 'Essen'].map(async (name) => (await createCity(t.app, { name })).id),
  );
  // Two cars whose "make model" reads the same from different columns: one model in the charts.
  const models = [
    ['Audi', 'A3'],
    ['Audi', 'A4'],
    ['Volkswagen', 'Golf'],
    ['Volkswagen Golf', ''],
    ['Skoda', 'Octavia'],
  ];
  for (let i = 0; i < 14; i++) {
    const [make, model] = models[i % models.length]!;
    carIds.push((await createCar(t.app, { make, model, cityId: cityIds[i % cityIds.length] })).id);
  }
  for (let i = 0; i < 6; i++) userIds.push((await createUser(t.app)).user.id);
});
afterAll(() => t.close());

describe('statistics roll-ups (decision 016)', () => {
  it('are kept in the business time zone the app wrote at start', async () => {
    const [row] = await selectRows<{ time_zone: string }>(t.db, sql`select time_zone from rollup_settings`);
    expect(row?.time_zone).toBe(t.app.config.timezone);
  });

  it('answer what the bookings and payments say after random writes of every kind', async () => {
    const timeZone = t.app.config.timezone;
    for (let round = 0; round < 12; round++) {
      for (let i = 0; i < 25; i++) await randomWrite();
      await expectRollupsExact(timeZone);
    }
  }, 240_000);

  it('are rebuilt when the app starts in a new business time zone, then kept in it', async () => {
    for (const timeZone of ['America/Santiago', 'Asia/Kolkata']) {
      // Another start of the app, on the same database, with another APP_TIMEZONE.
      const app = await buildApp(testConfig({ APP_TIMEZONE: timeZone }), { database: t.database });
      try {
        await app.ready();
        await expectRollupsExact(timeZone, app);
        for (let i = 0; i < 30; i++) await randomWrite();
        await expectRollupsExact(timeZone, app);
        // The first app, in its own zone, meanwhile reads its months and days from the bookings: still right.
        const own = t.app.config.timezone;
        for (const filters of [{}, { status: 'Paid' as const, from: '2026-03-29', to: '2026-05-01' }])
          expect(await countThroughApi(t.app, filters)).toBe(await directCount(own, filters));
        const perMonth = await t.app.inject({ url: '/api/statistics/per-month', headers: admin.headers });
        expect(perMonth.json()).toEqual(await directPerMonth(t.db, own));
      } finally {
        await app.close();
      }
    }
    await syncRollupTimeZone(t.db, t.app.config.timezone);
    await expectRollupsExact(t.app.config.timezone);
  }, 240_000);

  it('stay exact when writers race on PostgreSQL (different cars, the same trips and days)', async (context) => {
    if (t.database.driver !== 'pg') return context.skip();
    const pool = new pg.Pool({ connectionString: t.database.pool.options.connectionString, max: 12 });
    try {
      const trips = Array.from({ length: 12 }, () => takeSlot()!);
      const results = await Promise.allSettled(
        trips.map(async (trip, i) => {
          const client = await pool.connect();
          try {
            await client.query('begin');
            const booking = await client.query<{ id: number }>(
              `insert into bookings (user_id, car_id, start_city_id, end_city_id, start_at, end_at, status, distance, total_price)
               values ($1, $2, $3, $4, $5, $6, 'Unpaid', 100, 50) returning id`,
              [userIds[i % userIds.length], carIds[i], cityIds[0], cityIds[1], trip.startAt, trip.endAt],
            );
            const id = booking.rows[0]!.id;
            await client.query('select pg_sleep(0.05)');
            await client.query(
              `insert into payments (user_id, kind, booking_id, description, amount, paid, provider)
               values ($1, 'booking', $2, 'trip', 50, true, 'test')`,
              [userIds[i % userIds.length], id],
            );
            await client.query(`update bookings set status = 'Paid' where id = $1`, [id]);
            await client.query('commit');
            slotOf.set(id, trip.slot);
          } catch (error) {
            await client.query('rollback');
            throw error;
          } finally {
            client.release();
          }
        }),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      await expectRollupsExact(t.app.config.timezone);
    } finally {
      await pool.end();
    }
  }, 60_000);
});
