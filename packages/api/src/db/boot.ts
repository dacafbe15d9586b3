import type { Config } from '../config';
import { dbTargetFromConfig, openDatabase, type Database } from './client';
import { prepareDatabase } from './migrate';
import { seedDatabase } from './seed';

/** Opens the configured database, applies the migrations and seeds it (DESIGN §3). */
export async function bootDatabase(config: Config, log: (message: string) => void): Promise<Database> {
  const target = dbTargetFromConfig(config);
  log(target.driver === 'pg' ? 'database: PostgreSQL (DATABASE_URL)' : `database: embedded PGlite in ${target.dataDir}`);
  const database = await openDatabase(target);
  try {
    await prepareDatabase(database, (db) =>
      seedDatabase(db, { isEmbedded: target.driver === 'pglite', seed: config.seed, admin: config.admin, log }),
    );
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
