import pg from 'pg';
import { openPostgres, type Database } from '../../../packages/api/src/db/client';
import { prepareDatabase } from '../../../packages/api/src/db/migrate';
import { databaseUrl, type BenchOptions } from './options';

async function withAdmin<T>(options: BenchOptions, act: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: options.pgAdminUrl });
  await client.connect();
  try {
    return await act(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Drops and recreates the benchmark database (the search benchmark starts from nothing). */
export async function recreateDatabase(options: BenchOptions): Promise<void> {
  await withAdmin(options, async (client) => {
    await client.query(`drop database if exists ${quoted(options.database)} with (force)`);
    await client.query(`create database ${quoted(options.database)}`);
  });
}

/** Creates the benchmark database when it is missing (the other benchmarks reuse it). */
export async function ensureDatabase(options: BenchOptions): Promise<void> {
  await withAdmin(options, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (found.rowCount === 0) await client.query(`create database ${quoted(options.database)}`);
  });
}

/** The benchmark database, opened as the API opens it (a pg Pool of DATABASE_POOL_SIZE's default) and migrated by the app's own migrations. */
export async function openBenchDatabase(options: BenchOptions): Promise<Database> {
  const database = await openPostgres(databaseUrl(options));
  await prepareDatabase(database);
  return database;
}
