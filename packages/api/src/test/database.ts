import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/**
 * A database of this test file's own, already migrated and empty: a copy of the run's PGlite snapshot, or (with
 * TEST_DATABASE_URL) a new PostgreSQL database made from the migrated template and dropped again on close().
 */
export async function openTestDatabase(): Promise<Database> {
  const source = inject('testDatabase');
  if (source.driver === 'pglite') {
    const snapshot = new Blob([await readFile(source.snapshotFile)]);
    return openDatabase({ driver: 'pglite', loadDataDir: snapshot });
  }

  const template = new URL(source.templateUrl);
  const templateName = decodeURIComponent(template.pathname.slice(1));
  const name = `${templateName}_${randomUUID().replaceAll('-', '').slice(0, 12)}`.slice(0, 63);
  const maintenanceUrl = new URL(source.templateUrl);
  maintenanceUrl.pathname = '/postgres';
  await adminQuery(maintenanceUrl.href, `create database "${name}" template "${templateName}"`);

  const url = new URL(source.templateUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'pg', url: url.href });
  return {
    ...database,
    async close() {
      await database.close();
      await dropWhenLeft(maintenanceUrl.href, name);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops the file's database once its connections are gone. A pool's end() resolves when it has asked its clients to
 * end, not when their sessions have; dropping `with (force)` at once terminates those sessions, and the terminated
 * client, no longer listened to by its pool, raises an unhandled error in whichever test file runs next in the worker.
 * So wait (up to 5 s) for the sessions to leave; force only what is left after that.
 */
async function dropWhenLeft(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    for (let waited = 0; waited < 5_000; waited += 50) {
      const left = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (Number(left.rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
