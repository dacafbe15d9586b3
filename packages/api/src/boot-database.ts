import type { Config } from './config';
import { dbTargetFromConfig, openDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/migrate';
import { seedDatabase, type SeedOptions } from './seed';

/** What the seed is told at start-up: the configuration, and whether the database is the embedded one. */
export function seedOptions(
  config: Config,
  log: (message: string) => void,
  warn: (message: string) => void = log,
): SeedOptions {
  const isEmbedded = dbTargetFromConfig(config).driver === 'pglite';
  return { isEmbedded, seed: config.seed, demoAccounts: config.demoAccounts, admin: config.admin, log, warn };
}

/**
 * Opens the configured database, applies the migrations and seeds it (what is seeded when: the root README.md). It
 * sits beside app.ts, which calls it, because it wires the seed into the database's start-up: db/ itself stays below
 * every feature and the seed.
 */
export async function bootDatabase(
  config: Config,
  log: (message: string) => void,
  warn: (message: string) => void = log,
): Promise<Database> {
  const target = dbTargetFromConfig(config);
  log(
    target.driver === 'pg' ? 'database: PostgreSQL (DATABASE_URL)' : `database: embedded PGlite in ${target.dataDir}`,
  );
  const database = await openDatabase(target);
  try {
    await prepareDatabase(database, (db) => seedDatabase(db, seedOptions(config, log, warn)));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
