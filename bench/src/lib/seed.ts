import type pg from 'pg';

export const SEED_SIZE = { cities: 50, cars: 1000, bookingsPerCar: 100, users: 1000 } as const;

export interface SeedSize {
  cities: number;
  cars: number;
  bookingsPerCar: number;
  users: number;
  /** Cars whose bookings one INSERT writes (all of them when unset): see `seedSearchData`. */
  carsPerStatement?: number;
}

/**
 * The data set at ten times the size (issue 21): 200 cities, 10,000 cars, 1,000,000 bookings, 10,000 customers. Its
 * bookings go in ten INSERTs of 1,000 cars each: the statement-level triggers (car_occupancy's rows, the stays of the
 * statement's cars) run once per statement over that statement's rows; what they cost is in bench/README.md ("Ten
 * times the data").
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
 * The search data set (`size`, SEED_SIZE by default), written straight in SQL (INSERT … SELECT over generate_series, seconds instead of minutes):
 * 50 cities, 12 features, 1,000 customers, 1,000 cars with their 4 features and a photo row, and 100 bookings per
 * car (100,000). A car's bookings sit in consecutive 79.2-hour slots from 300 days ago to 30 days ahead, each
 * 24–72 h long and starting 0–6 h into its slot, so they never overlap (the EXCLUDE constraint checks it anyway);
 * every 20th is Canceled, past ones are Finished, running ones Active, future ones Paid. One-way trips between
 * varying cities, so where a car stands at a given time depends on its bookings, as in real use.
 */
export async function seedSearchData(pool: pg.Pool, size: SeedSize = SEED_SIZE): Promise<Record<string, number>> {
  const { cities, cars, bookingsPerCar, users, carsPerStatement = cars } = size;
  const client = await pool.connect();
  try {
    await client.query('begin');
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
    for (let first = 1; first <= cars; first += carsPerStatement)
      await client.query(
        `with c as (select array_agg(id order by id) ids from cities),
            u as (select array_agg(id order by id) ids from users where email like 'bench-customer-%'),
            car as (select * from (select id, row_number() over (order by id)::int i from cars) n where i between $4 and $5),
            slot as (select date_trunc('hour', now()) - interval '300 days' base, interval '79 hours 12 minutes' len),
            b as (
              select car.id car_id, car.i, k,
                     slot.base + k * slot.len + ((car.i * 31 + k * 17) % 7) * interval '1 hour' start_at,
                     (24 + (car.i * 13 + k * 7) % 49) * interval '1 hour' duration,
                     c.ids[1 + (car.i * 7 + k * 3) % $2] start_city,
                     c.ids[1 + (car.i * 7 + k * 3 + 1 + k % 5) % $2] end_city,
                     u.ids[1 + (car.i * 37 + k * 11) % $3] user_id
              from car, c, u, slot, generate_series(0, $1 - 1) k)
       insert into bookings (user_id, car_id, start_city_id, end_city_id, start_at, end_at, status, coverage, distance, total_price)
       select user_id, car_id, start_city, end_city, start_at, start_at + duration,
              (case when (i + k) % 20 = 0 then 'Canceled'
                    when start_at + duration <= now() then 'Finished'
                    when start_at > now() then 'Paid'
                    else 'Active' end)::booking_status,
              k % 3, 80 + (i + k) % 700, 40 + (i * k) % 400
       from b`,
        [bookingsPerCar, cities, users, first, first + carsPerStatement - 1],
      );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  // As autovacuum leaves a table at rest: statistics, and a visibility map that allows index-only scans.
  await pool.query('vacuum analyze');
  return countRows(pool);
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
 */
export function searchBodies(count: number, cityIds: number[], featureIds: number[], seed = 42): string[] {
  const next = random(seed);
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
      }),
    );
  }
  return bodies;
}
