import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/** The data set at scale 1; its bookings in two INSERTs of 500 cars, side by side (PARALLEL_STATEMENTS). */
export const SEED_SIZE = { cities: 50, cars: 1000, bookingsPerCar: 100, users: 1000, carsPerStatement: 500 } as const;

export interface SeedSize {
  cities: number;
  cars: number;
  bookingsPerCar: number;
  users: number;
  /** Cars whose bookings one INSERT writes (all of them when unset): see `seedSearchData`. */
  carsPerStatement?: number;
}

/**
 * The data set at ten times the size: 200 cities, 10,000 cars, 1,000,000 bookings, 10,000 customers. Its
 * bookings go in INSERTs of 1,000 cars each: the statement-level triggers (car_occupancy's rows, the stays of the
 * statement's cars) run once per statement over that statement's rows; what they cost is in
 * bench/docs/ten-times-the-data.md.
 */
export const SCALE_10_SIZE: SeedSize = {
  cities: 200,
  cars: 10_000,
  bookingsPerCar: 100,
  users: 10_000,
  carsPerStatement: 1000,
};

/** The data set of `scale=N` (1 or 10). */
export function seedSize(scale: number): SeedSize {
  if (scale === 1) return SEED_SIZE;
  if (scale === 10) return SCALE_10_SIZE;
  throw new Error(`scale: 1 or 10, not ${scale}`);
}

/**
 * How many bookings INSERTs run at once, each in a transaction of its own on a connection of its own: one per core
 * of the machine these benchmarks run on (2). The triggers' work is per row and CPU-bound (GiST inserts); the
 * statements' cars are disjoint, so nothing they lock or check (the cars' stays, car_occupancy's exclusion per car)
 * meets (bench/docs/ten-times-the-data.md).
 */
const PARALLEL_STATEMENTS = 2;

/**
 * Settings of each bookings INSERT's own transaction, the kind a client may set for itself (`SET LOCAL`; nothing the
 * server's configuration or another session sees): work_mem holds the stays rebuild's window sorts of a statement's
 * 95,000 trips in memory (4 MB, the default, spilled them to temporary files); synchronous_commit off does not wait
 * for the commit's WAL flush. Neither changes what is written, nor which constraint or trigger runs.
 */
const CHUNK_SETTINGS = [`set local work_mem = '64MB'`, `set local synchronous_commit = off`];

/** Where a seeding's time went, step by step (ms), for the benchmark's report. */
export type SeedTimings = Record<string, number>;

/**
 * The search data set (`size`, SEED_SIZE by default), written straight in SQL (INSERT … SELECT over generate_series,
 * seconds instead of minutes): 50 cities, 12 features, 1,000 customers, 1,000 cars with their 4 features and a photo
 * row, and 100 bookings per car (100,000). A car's bookings sit in consecutive 79.2-hour slots from 300 days ago to
 * 30 days ahead, each 24–72 h long and starting 0–6 h into its slot, so they never overlap (the EXCLUDE constraint
 * checks it anyway); every 20th is Canceled, past ones are Finished, running ones Active, future ones Paid. One-way
 * trips between varying cities, so where a car stands at a given time depends on its bookings, as in real use.
 * The cities, customers and cars go in one transaction; then the bookings, `carsPerStatement` cars per INSERT, up to
 * PARALLEL_STATEMENTS at once; `timings` gets each step's milliseconds.
 */
export async function seedSearchData(
  pool: pg.Pool,
  size: SeedSize = SEED_SIZE,
  timings: SeedTimings = {},
): Promise<Record<string, number>> {
  const { cities, cars, bookingsPerCar, users, carsPerStatement = cars } = size;
  const timed = async <T>(step: string, act: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await act();
    } finally {
      timings[step] = Math.round(performance.now() - started);
    }
  };
  await timed('cities, customers, cars', () => inTransaction(pool, [], (client) => seedFleet(client, size)));
  const chunks: number[] = [];
  for (let first = 1; first <= cars; first += carsPerStatement) chunks.push(first);
  await timed('bookings', () =>
    Promise.all(
      Array.from({ length: Math.min(PARALLEL_STATEMENTS, chunks.length) }, async () => {
        for (let first = chunks.shift(); first !== undefined; first = chunks.shift()) {
          const last = Math.min(cars, first + carsPerStatement - 1);
          await timed(`bookings of cars ${first}–${last}`, () =>
            inTransaction(pool, CHUNK_SETTINGS, (client) =>
              client.query(BOOKINGS_SQL, [bookingsPerCar, cities, users, first, last]),
            ),
          );
        }
      }),
    ),
  );
  // As autovacuum leaves a table at rest: statistics, and a visibility map that allows index-only scans. Bookings on a
  // connection of its own, the other tables on another.
  const { rows: others } = await pool.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) name from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') and tablename <> 'bookings'`,
  );
  await timed('vacuum analyze', () =>
    Promise.all([
      pool.query('vacuum analyze bookings'),
      pool.query(`vacuum analyze ${others.map((table) => table.name).join(', ')}`),
    ]),
  );
  return countRows(pool);
}

async function inTransaction<T>(
  pool: pg.Pool,
  settings: string[],
  act: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const setting of settings) await client.query(setting);
    const result = await act(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function seedFleet(client: pg.PoolClient, { cities, cars, users }: SeedSize): Promise<void> {
  await client.query(
    `insert into cities (name, lat, lon, depo_address)
     select 'Bench City ' || lpad(i::text, $2, '0'), 40 + (i * 7 % 20) + (i % 10) / 10.0, -5 + (i * 13 % 30) + (i % 7) / 10.0,
            'Depot street ' || i
     from generate_series(1, $1) i`,
    [cities, Math.max(2, String(cities).length)],
  );
  await client.query(
    `insert into features (feature_type, feature_text)
     values ('Seats', '2'), ('Seats', '4'), ('Seats', '5'), ('Seats', '7'),
            ('Doors', '2'), ('Doors', '3'), ('Doors', '4'), ('Doors', '5'),
            ('Transmission', 'Auto'), ('Transmission', 'Manual'),
            ('Bonus', 'GPS'), ('Bonus', 'Bluetooth')
     on conflict do nothing`,
  );
  await client.query(
    `insert into users (name, email, role)
     select 'Bench Customer ' || i, 'bench-customer-' || i || '@bench.local', 'CUSTOMER'
     from generate_series(1, $1) i`,
    [users],
  );
  await client.query(
    `with c as (select array_agg(id order by id) ids from cities)
     insert into cars (make, model, registration_number, fuel_consumption, city_id)
     select (array['Toyota','Volkswagen','Renault','Skoda','BMW','Fiat','Kia','Peugeot'])[1 + i % 8],
            (array['Corolla','Golf','Clio','Octavia','X1','500','Ceed','208','Yaris','Polo'])[1 + i % 10],
            'BN-' || lpad(i::text, 5, '0'), 4 + (i % 9) + (i % 10) / 10.0, c.ids[1 + (i * 7) % $2]
     from generate_series(1, $1) i, c`,
    [cars, cities],
  );
  await client.query(
    `with f as (
       select array_agg(id order by feature_type, id) filter (where feature_type = 'Seats') seats,
              array_agg(id order by feature_type, id) filter (where feature_type = 'Doors') doors,
              array_agg(id order by feature_type, id) filter (where feature_type = 'Transmission') trans,
              array_agg(id order by feature_type, id) filter (where feature_type = 'Bonus') bonus
       from features),
     car as (select id, row_number() over (order by id) i from cars)
     insert into car_features (car_id, feature_id, position)
     select car.id, x.feature_id, x.position
     from car, f, lateral (values (f.seats[1 + car.i % 4], 0), (f.doors[1 + car.i * 3 % 4], 1),
                                  (f.trans[1 + car.i % 2], 2), (f.bonus[1 + car.i * 7 % 2], 3)) x(feature_id, position)`,
  );
  await client.query(
    `insert into car_photos (car_id, position, content_type, bytes, sha256)
     select id, 0, 'image/png', decode('89504e47', 'hex'), encode(sha256(('car-' || id)::bytea), 'hex') from cars`,
  );
}

/**
 * The bookings of cars $4…$5 (in id order): $1 per car, in $2 cities, by $3 customers. The cities' and customers' ids come from arrays built once per statement (InitPlans);
 * joined to every row instead, the arrays were materialised per row and spilled: 4 GB of temporary reads per 100,000
 * bookings at scale 10 (EXPLAIN ANALYZE, bench/HISTORY.md 2026-11-26).
 */
const BOOKINGS_SQL = `
  with car as (select * from (select id, row_number() over (order by id)::int i from cars) n where i between $4 and $5),
       b as (
         select car.id car_id, car.i, k,
                (select date_trunc('hour', now()) - interval '300 days') + k * interval '79 hours 12 minutes'
                  + ((car.i * 31 + k * 17) % 7) * interval '1 hour' start_at,
                (24 + (car.i * 13 + k * 7) % 49) * interval '1 hour' duration,
                (select array_agg(id order by id) from cities)[1 + (car.i * 7 + k * 3) % $2] start_city,
                (select array_agg(id order by id) from cities)[1 + (car.i * 7 + k * 3 + 1 + k % 5) % $2] end_city,
                (select array_agg(id order by id) from users where email like 'bench-customer-%')
                  [1 + (car.i * 37 + k * 11) % $3] user_id
         from car, generate_series(0, $1 - 1) k)
  insert into bookings (user_id, car_id, start_city_id, end_city_id, start_at, end_at, status, coverage, distance,
                        total_price)
  select user_id, car_id, start_city, end_city, start_at, start_at + duration,
         (case when (i + k) % 20 = 0 then 'Canceled'
               when start_at + duration <= now() then 'Finished'
               when start_at > now() then 'Paid'
               else 'Active' end)::booking_status,
         k % 3, 80 + (i + k) % 700, 40 + (i * k) % 400
  from b`;

/**
 * Proof that the seeding left the database as the app's triggers and constraints make it: car_occupancy holds exactly
 * a row per live booking (no block is seeded), the stays of every 20th car are exactly what `car_stays_rebuild`
 * (migration 0015) writes when run again now (in a transaction rolled back), and no constraint is left unvalidated
 * nor any trigger disabled. Throws when anything differs; returns what it compared.
 */
export async function checkSeed(pool: pg.Pool): Promise<Record<string, number>> {
  const occupancy = await pool.query<{ n: string }>(
    `select count(*) n from (
       (select car_id, booking_id, occupied from car_occupancy where block_id is null
        except all select car_id, id, occupied from bookings where status <> 'Canceled')
       union all
       (select car_id, id, occupied from bookings where status <> 'Canceled'
        except all select car_id, booking_id, occupied from car_occupancy where block_id is null)) d`,
  );
  const columns = 'car_id, city_id, from_at, until_at, next_city_id';
  const client = await pool.connect();
  let stays: { differing: string; compared: string };
  try {
    await client.query('begin');
    await client.query(
      `create temp table kept on commit drop as select ${columns} from car_stays where car_id % 20 = 0`,
    );
    await client.query('select car_stays_rebuild(array(select id from cars where id % 20 = 0))');
    const { rows } = await client.query<{ differing: string; compared: string }>(
      `select count(*) differing, (select count(*) from kept) compared from (
         (select ${columns} from car_stays where car_id % 20 = 0 except all select * from kept)
         union all
         (select * from kept except all select ${columns} from car_stays where car_id % 20 = 0)) d`,
    );
    stays = rows[0]!;
  } finally {
    await client.query('rollback');
    client.release();
  }
  // The rolled-back rebuild left dead rows on the stays' pages and cleared their visibility bits: the search's
  // index-only probe (migration 0018) would read the heap again. Put the table back as the seeding left it.
  await pool.query('vacuum car_stays');
  const loose = await pool.query<{ n: string }>(
    `select (select count(*) from pg_constraint where not convalidated)
          + (select count(*) from pg_trigger where tgenabled <> 'O') n`,
  );
  const result = {
    occupancyDiffering: Number(occupancy.rows[0]!.n),
    staysDiffering: Number(stays.differing),
    staysCompared: Number(stays.compared),
    unvalidatedOrDisabled: Number(loose.rows[0]!.n),
  };
  if (result.occupancyDiffering + result.staysDiffering + result.unvalidatedOrDisabled > 0)
    throw new Error(`the seeded database is not what the triggers make: ${JSON.stringify(result)}`);
  return result;
}

/** What the data set holds. */
export async function countRows(pool: pg.Pool): Promise<Record<string, number>> {
  const counts = await pool.query<{ name: string; n: string }>(
    `select 'cities' name, count(*) n from cities union all select 'cars', count(*) from cars
     union all select 'bookings', count(*) from bookings union all select 'features', count(*) from features
     union all select 'users', count(*) from users`,
  );
  return Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.n)]));
}

/** Deterministic pseudo-random numbers (mulberry32), so every run sends the same bodies. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const wallClock = (date: Date, hour: number) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(hour)}:00:00`;

/**
 * Search bodies as customers send them: two different cities, pick-up 1–120 days ahead (a fifth of them inside the
 * next 30 days, where the seeded bookings still run), 1–7 days long, pick-up between 08:00 and 18:00, and a third
 * with one or two required features.
 *
 * `web` bodies carry what the web's /search adds to every request: a sort (price, its default, for 70 %; newest and
 * consumption 15 % each) and a page of ten (the first for 80 %, the second 15 %, the third 5 %). `all` bodies ask
 * neither, so each answer holds every free car. The trips are the same in both: the sort and page come from a
 * generator of their own.
 */
export function searchBodies(
  count: number,
  cityIds: number[],
  featureIds: number[],
  shape: 'web' | 'all' = 'web',
  seed = 42,
): string[] {
  const next = random(seed);
  const nextView = random(seed + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const fromCity = pick(cityIds);
    let toCity = pick(cityIds);
    while (toCity === fromCity) toCity = pick(cityIds);
    const startDay = next() < 0.2 ? 1 + Math.floor(next() * 29) : 31 + Math.floor(next() * 90);
    const days = 1 + Math.floor(next() * 7);
    const hour = 8 + Math.floor(next() * 11);
    const from = new Date(today.getTime() + startDay * 86_400_000);
    const to = new Date(from.getTime() + days * 86_400_000);
    const roll = next();
    const selectedFeatures =
      roll < 0.2 ? [pick(featureIds)] : roll < 0.33 ? [...new Set([pick(featureIds), pick(featureIds)])] : null;
    bodies.push(
      JSON.stringify({
        fromCity,
        toCity,
        fromDateTime: wallClock(from, hour),
        toDateTime: wallClock(to, hour),
        selectedFeatures,
        ...(shape === 'web' ? webView(nextView) : {}),
      }),
    );
  }
  return bodies;
}

/** The sort and page of one /search request (see searchBodies). */
function webView(next: () => number): { sort: 'price' | 'newest' | 'consumption'; page: number } {
  const sortRoll = next();
  const pageRoll = next();
  return {
    sort: sortRoll < 0.7 ? 'price' : sortRoll < 0.85 ? 'newest' : 'consumption',
    page: pageRoll < 0.8 ? 0 : pageRoll < 0.95 ? 1 : 2,
  };
}
