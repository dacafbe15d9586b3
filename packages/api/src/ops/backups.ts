import { existsSync, readdirSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { dbTargetFromConfig, openPglite } from '../db/client';
import { runClientTool } from './pg-tools';

/**
 * `npm run backup` and `npm run restore -- FILE` (the root README's "Backups"): a dump of the configured database
 * in BACKUP_DIR, and that dump brought back into an empty database of the same kind.
 *
 * - PostgreSQL: `pg_dump --format=custom`, taken from a running database (pg_dump reads one consistent snapshot, so
 *   the instances keep serving); restored by `pg_restore` in one transaction, so a failed restore leaves the
 *   database empty and can simply be run again.
 * - The embedded PGlite: its own dump (`dumpDataDir`, a gzipped tar of the data directory). Only while the app is
 *   stopped: PGlite has no read-only mode and no way to share a data directory between two processes, so a second
 *   process opening it while the server writes would be a second PostgreSQL on the same files. An open database
 *   keeps `postmaster.pid` in its directory, which the backup takes as "the app is running" and refuses.
 */

/** A refusal the operator can act on: the CLI prints its message alone, without a stack. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

type Driver = 'pg' | 'pglite';

/** `wayfare-20261126T064012Z.dump` (PostgreSQL) or `….tar.gz` (PGlite): UTC, sorting by name sorts by time. */
export function backupFileName(driver: Driver, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(/[-:]/g, '');
  return `wayfare-${stamp}${driver === 'pg' ? '.dump' : '.tar.gz'}`;
}

/** Writes a dump of the configured database into BACKUP_DIR; returns its path. */
export async function backupDatabase(config: Config, at = new Date()): Promise<string> {
  const target = dbTargetFromConfig(config);
  await mkdir(config.backupDir, { recursive: true });
  const file = path.join(config.backupDir, backupFileName(target.driver, at));
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: a backup was taken this very second.`);
  // Written under another name first, so that a dump cut short (disk full, killed) never looks like a backup.
  const partial = `${file}.partial`;
  try {
    if (target.driver === 'pg') await dumpPostgres(target.url, partial);
    else await dumpPglite(target.dataDir ?? '', partial);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}

/** Restores `file` into the configured database, which must be empty. */
export async function restoreDatabase(config: Config, file: string): Promise<void> {
  const kind = await dumpKind(file);
  const target = dbTargetFromConfig(config);
  if (kind === 'pg' && target.driver !== 'pg') {
    throw new BackupRefused(
      `${file} is a PostgreSQL dump, but DATABASE_URL is unset: set it to the empty database to restore into.`,
    );
  }
  if (kind === 'pglite' && target.driver !== 'pglite') {
    throw new BackupRefused(
      `${file} is a dump of the embedded database (PGlite), which restores only into the embedded database: unset DATABASE_URL and set DATA_DIR to an empty directory.`,
    );
  }
  if (target.driver === 'pg') await restorePostgres(target.url, file);
  else await restorePglite(target.dataDir ?? '', file);
}

async function dumpPostgres(databaseUrl: string, out: string): Promise<void> {
  // --no-password: from cron a missing password fails at once instead of waiting at a prompt.
  await runClientTool('pg_dump', databaseUrl, (url) => [
    '--format=custom',
    '--no-password',
    `--file=${out}`,
    `--dbname=${url}`,
  ]);
}

async function dumpPglite(dataDir: string, out: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${dataDir} to back up (check DATA_DIR).`);
  }
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupRefused(
      `The embedded database in ${dataDir} is open (postmaster.pid): stop the app, then run the backup again. ` +
        'If no app is running (it was killed), start and stop it once so that the database is closed cleanly.',
    );
  }
  const database = await openPglite({ dataDir });
  try {
    const dump = await database.pglite.dumpDataDir('gzip');
    await writeFile(out, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/** What a file holds, by its first bytes: pg_dump's custom format starts "PGDMP", PGlite's gzipped tar 1f 8b. */
async function dumpKind(file: string): Promise<Driver> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch {
    throw new BackupRefused(`Cannot read ${file}: no such backup file.`);
  }
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'pg';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  } finally {
    await handle.close();
  }
  throw new BackupRefused(`${file} is not a backup written by npm run backup (neither pg_dump's nor PGlite's format).`);
}

/** Relations of the database's own schemas (tables, views, sequences…), a few by name for the message. */
async function userRelations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
       order by 1`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const found = await userRelations(databaseUrl);
  if (found.length > 0) {
    const some = found.slice(0, 3).join(', ') + (found.length > 3 ? ` and ${found.length - 3} more` : '');
    throw new BackupRefused(
      `Refusing to restore into database "${name}": it is not empty, it already holds ${some}. ` +
        'Restore into a new, empty database (createdb), point DATABASE_URL at it and run the restore again.',
    );
  }
  // --no-owner: the objects belong to whoever restores (the app's own role), whatever role owned them before.
  await runClientTool('pg_restore', databaseUrl, (url) => [
    '--no-password',
    '--no-owner',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupRefused(
      `Refusing to restore into ${dataDir}: it already holds a database. ` +
        'Stop the app, move that directory aside (or set DATA_DIR to a new directory) and run the restore again.',
    );
  }
  const dump = new Blob([await readFile(file)], { type: 'application/x-gzip' });
  try {
    const database = await openPglite({ dataDir, loadDataDir: dump });
    await database.close();
  } catch (error) {
    // The directory was empty before: leave it so, and the restore can be run again.
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
