import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import { openPglite } from '../db/client';
import { createTestApp, testConfig } from '../test/app';
import { postBid } from '../test/auction-kit';
import { wallClock } from '../test/booking-kit';
import { bookPaid, createFlatStage } from '../test/change-kit';
import { createAdmin, createAuction, createBooking, createCar, createFeature, createUser } from '../test/factories';
import { PNG_1PX } from '../test/images';
import { BackupRefused, backupDatabase, restoreDatabase } from './backups';

/**
 * `npm run backup` / `npm run restore` (README "Backups"): a database with a little of everything is dumped, the dump
 * restored into a fresh database, and every table — listed from the catalog, so a table added later is compared
 * too — holds the same rows; the sequences stand where they stood. Runs on the suite's database: PostgreSQL with
 * TEST_DATABASE_URL (pg_dump / pg_restore), else the embedded PGlite (its own dump).
 */
const source = inject('testDatabase');
const onPglite = source.driver === 'pglite';

let work: string;
/** The database backed up, as the app is configured for it. */
let sourceConfig: Config;
/** An empty database of the same kind to restore into. */
let freshConfig: Config;
/** Reads a configured database (opening a PGlite directory for the time of the read). */
let readContents: (config: Config) => Promise<Contents>;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'wayfare-backup-test-'));
  const backupDir = path.join(work, 'backups');
  if (source.driver === 'pglite') {
    // The embedded database lives in DATA_DIR/pgdata: a file-backed copy of the suite's migrated snapshot.
    const snapshot = new Blob([await readFile(source.snapshotFile)]);
    sourceConfig = testConfig({ DATA_DIR: path.join(work, 'source'), BACKUP_DIR: backupDir });
    freshConfig = testConfig({ DATA_DIR: path.join(work, 'fresh'), BACKUP_DIR: backupDir });
    const database = await openPglite({ dataDir: path.join(sourceConfig.dataDir, 'pgdata'), loadDataDir: snapshot });
    const app = await buildApp(sourceConfig, { database });
    await makeData(app);
    // The app stops before an embedded backup (ops/backups.ts says why).
    await app.close();
    await database.close();
    readContents = async (config) => {
      const opened = await openPglite({ dataDir: path.join(config.dataDir, 'pgdata') });
      try {
        return await contentsOf({ query: async (text) => (await opened.pglite.query<Row>(text)).rows });
      } finally {
        await opened.close();
      }
    };
    return;
  }

  const t = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
  cleanups.push(() => t.close());
  if (t.database.driver !== 'pg') throw new Error('expected PostgreSQL');
  const url = String(t.database.pool.options.connectionString);
  const env = { PUBLIC_URL: 'http://shop.test', BACKUP_DIR: backupDir };
  sourceConfig = testConfig({ ...env, DATABASE_URL: url });
  // The backup is taken while the app runs: pg_dump reads one snapshot.
  await makeData(t.app);
  const freshUrl = new URL(url);
  freshUrl.pathname = `/wayfare_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const freshName = freshUrl.pathname.slice(1);
  await adminQuery(maintenance.href, `create database "${freshName}"`);
  cleanups.push(() => adminQuery(maintenance.href, `drop database if exists "${freshName}" with (force)`));
  freshConfig = testConfig({ ...env, DATABASE_URL: freshUrl.href });
  readContents = async (config) => {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
    try {
      return await contentsOf({ query: (text) => pool.query<Row>(text).then((r) => r.rows) });
    } finally {
      await pool.end();
    }
  };
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await rm(work, { recursive: true, force: true });
});

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A business that has run a little: accounts, a fleet with features and photos, bookings, a paid one, an auction. */
async function makeData(app: App): Promise<void> {
  await createAdmin(app);
  const customer = await createUser(app);
  const bidder = await createUser(app);
  const gps = await createFeature(app, 'Bonus', 'GPS');
  const seats = await createFeature(app, 'Seats', '5');
  const car = await createCar(app, { features: [gps, seats], photos: [PNG_1PX, PNG_1PX] });
  await createBooking(app, { carId: car.id, userId: customer.user.id });
  await createBooking(app, { status: 'Canceled' });
  // Through the API: the booking, its payment on the test checkout, the e-mails, the occupancy row.
  const { from, to, car: flatCar } = await createFlatStage(app);
  const trip = { fromCityId: from.id, toCityId: to.id, start: wallClock(720, 10), end: wallClock(722, 10) };
  await bookPaid(app, customer, flatCar.id, trip);
  const auction = await createAuction(app);
  const bid = await postBid(app, bidder, auction.id, 150, 300);
  if (bid.statusCode !== 201) throw new Error(`bid: ${bid.statusCode} ${bid.body}`);
}

type Row = Record<string, unknown>;
interface Contents {
  /** "schema.table" → its rows as JSON text, sorted. */
  tables: Record<string, string[]>;
  /** "schema.sequence" → last_value. */
  sequences: Record<string, string | null>;
}

/** Every table of the database (from the catalog) with its rows, and every sequence's position. */
async function contentsOf(database: { query(text: string): Promise<Row[]> }): Promise<Contents> {
  const tables = await database.query(
    `select n.nspname as schema, c.relname as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_toast%'
     order by 1, 2`,
  );
  const contents: Contents = { tables: {}, sequences: {} };
  for (const { schema, name } of tables as Array<{ schema: string; name: string }>) {
    const rows = await database.query(`select to_jsonb(t)::text as row from "${schema}"."${name}" t order by 1`);
    contents.tables[`${schema}.${name}`] = rows.map((r) => String(r.row));
  }
  const sequences = await database.query(
    `select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences order by 1`,
  );
  for (const { name, value } of sequences as Array<{ name: string; value: string | null }>) {
    contents.sequences[name] = value;
  }
  return contents;
}

describe('backup and restore', () => {
  let file: string;

  it('writes a timestamped dump into BACKUP_DIR', async () => {
    file = await backupDatabase(sourceConfig, new Date('2026-11-26T06:40:12.345Z'));
    expect(path.dirname(file)).toBe(sourceConfig.backupDir);
    expect(path.basename(file)).toBe(onPglite ? 'wayfare-20261126T064012Z.tar.gz' : 'wayfare-20261126T064012Z.dump');
  });

  it('restores into a fresh database every table row for row, and every sequence where it stood', async () => {
    await restoreDatabase(freshConfig, file);
    const before = await readContents(sourceConfig);
    const after = await readContents(freshConfig);

    // The comparison covers what the data made: the catalog found the tables, and they are not empty.
    for (const table of [
      'public.users',
      'public.cars',
      'public.car_features',
      'public.car_photos',
      'public.bookings',
      'public.car_occupancy',
      'public.payments',
      'public.outbox',
      'public.auctions',
      'public.bids',
      'drizzle.__drizzle_migrations',
    ]) {
      expect(before.tables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table]);
    expect(after.sequences).toEqual(before.sequences);
  });

  it('refuses to restore into a database that is not empty, and leaves it as it was', async () => {
    const before = await readContents(sourceConfig);
    const refusal = await restoreDatabase(sourceConfig, file).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackupRefused);
    expect((refusal as Error).message).toMatch(
      onPglite
        ? /^Refusing to restore into .*: it already holds a database/
        : /^Refusing to restore into database ".*": it is not empty/,
    );
    expect(await readContents(sourceConfig)).toEqual(before);
  });

  it('refuses a file that is not a backup, naming it', async () => {
    const notABackup = path.join(work, 'notes.txt');
    await writeFile(notABackup, 'hello');
    await expect(restoreDatabase(freshConfig, notABackup)).rejects.toThrow(
      `${notABackup} is not a backup written by npm run backup`,
    );
    await expect(restoreDatabase(freshConfig, path.join(work, 'missing.dump'))).rejects.toThrow(BackupRefused);
  });

  it.skipIf(!onPglite)('refuses to back up the embedded database while an app has it open', async () => {
    const open = await openPglite({ dataDir: path.join(sourceConfig.dataDir, 'pgdata') });
    try {
      await expect(backupDatabase(sourceConfig)).rejects.toThrow(/is open \(postmaster\.pid\): stop the app/);
    } finally {
      await open.close();
    }
  });
});
