import { ensureDatabase, openBenchDatabase } from './database';
import type { BenchOptions } from './options';
import { seedSearchData } from './seed';

/**
 * The benchmark database migrated and holding data: the search benchmark's data set as it left it, or, when the
 * database has no car yet, that data set seeded now. Returns what it holds, closed again.
 */
export async function ensureSeededDatabase(options: BenchOptions): Promise<Record<string, number>> {
  await ensureDatabase(options);
  const database = await openBenchDatabase(options);
  try {
    if (database.driver !== 'pg') throw new Error('the benchmarks need PostgreSQL');
    const cars = await database.pool.query<{ n: string }>('select count(*) n from cars');
    if (Number(cars.rows[0]?.n) === 0) {
      console.log(`${options.database}: no cars yet, seeding the search data set…`);
      await seedSearchData(database.pool);
    }
    const counts = await database.pool.query<{ name: string; n: string }>(
      `select 'cities' name, count(*) n from cities union all select 'cars', count(*) from cars
       union all select 'bookings', count(*) from bookings union all select 'users', count(*) from users`,
    );
    return Object.fromEntries(counts.rows.map((row) => [row.name, Number(row.n)]));
  } finally {
    await database.close();
  }
}
