import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config';
import * as schema from './schema';

/** What the features see: one Drizzle database type, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives: embedded PGlite (a directory, or memory when none) or a PostgreSQL server. */
export type DbTarget =
  { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { driver: 'pg'; url: string; poolSize?: number };

interface DatabaseBase {
  db: Db;
  /** True when the database answers a trivial query (readiness). */
  ping(): Promise<boolean>;
  /** Idempotent: shutdown paths may call it more than once. */
  close(): Promise<void>;
}

/** An open database; the driver-specific handle is there for migrations and test snapshots. */
export type Database =
  (DatabaseBase & { driver: 'pglite'; pglite: PGlite }) | (DatabaseBase & { driver: 'pg'; pool: pg.Pool });

/** The target that a configuration names: DATABASE_URL when set, else PGlite files under DATA_DIR. */
export function dbTargetFromConfig(config: {
  databaseUrl: string | undefined;
  databasePoolSize?: number;
  dataDir: string;
}): DbTarget {
  return config.databaseUrl
    ? { driver: 'pg', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') };
}

export async function openDatabase(target: DbTarget): Promise<Database> {
  return target.driver === 'pg' ? openPostgres(target.url, target.poolSize) : openPglite(target);
}

type PgliteDatabase = Extract<Database, { driver: 'pglite' }>;
type PostgresDatabase = Extract<Database, { driver: 'pg' }>;

/** PGlite: file-backed under `dataDir`, in memory without one; `loadDataDir` starts it from a dump. */
export async function openPglite(target: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteDatabase> {
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // Extensions must be handed to every PGlite that opens the data, including one loaded from a snapshot:
  // the booking exclusion constraint's GiST index needs btree_gist's operator classes.
  const client = await PGlite.create({
    dataDir: target.dataDir,
    loadDataDir: target.loadDataDir,
    extensions: { btree_gist },
  });
  const db: Db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: () => ping(db),
    // Closing twice throws in PGlite.
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

export async function openPostgres(url: string, poolSize = DEFAULT_POOL_SIZE): Promise<PostgresDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A database that does not answer (a vanished host) must not hold requests, nor the pool's slots, for ever:
    // getting a connection (opening one, or waiting for a free one) gives up after 5 s and the request answers 503.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // An idle client whose server goes away emits 'error' on the pool; unhandled, that would crash the process.
  // The pool drops that client and the next query opens a new connection, so there is nothing else to do.
  pool.on('error', () => {});
  // A client checked out of the pool (a transaction between two queries) has no pool listener: its connection dying
  // would be an unhandled 'error' event, ending the process. The query running (or the next one) fails by itself.
  // The client is also handed back (and discarded) at once: drizzle-orm 0.45's transaction() releases its client in a
  // `finally` that a failed BEGIN never reaches, so each transaction begun on a connection that just died would hold
  // a pool slot for ever (ten of them and every request waits for a connection; close() waits until the 10 s cap).
  // The owner's own release() later is then a no-op.
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(error);
    }),
  );
  const db: Db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    driver: 'pg',
    pool,
    ping: () => ping(db),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
