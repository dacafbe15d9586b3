import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database, Db } from '../db/client';
import { TEST_JWT_SECRET } from './constants';
import { openTestDatabase } from './database';

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  close(): Promise<void>;
}

/** A configuration as the environment would give it, quiet and self-contained unless `env` says otherwise. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: path.join(os.tmpdir(), 'wayfare-test-data'),
    // No web build unless a test brings its own.
    WEB_DIST_DIR: path.join(os.tmpdir(), 'wayfare-test-no-web-dist'),
    WEB_SERVER_DIR: path.join(os.tmpdir(), 'wayfare-test-no-web-dist'),
    ...env,
  });
}

/**
 * The whole app on this file's own database. Not yet ready: a test may still add routes before its first inject.
 * Always `await close()` (in afterAll), or PGlite keeps the process alive.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(env), { database });
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
