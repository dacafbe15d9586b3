import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { operatorEnv, runNpm } from './lib/npm';
import { BENCH_JWT_SECRET, BENCH_PUBLIC_URL, databaseUrl, type BenchOptions } from './lib/options';
import { report, round } from './lib/report';
import { ensureSeededDatabase } from './lib/seeded';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function adminQuery<T extends pg.QueryResultRow>(options: BenchOptions, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: options.pgAdminUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Rows per table of the database's public schema (exact counts), to check the restore against the original. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ n: string }>(`select count(*) n from public.${quoted(name)}`);
      counts[name] = Number(result.rows[0]?.n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/**
 * Backup and restore (README "Backups"): `npm run backup` of the benchmark database (seeded with
 * the search data set if it has no car), then `npm run restore -- FILE` into a new empty database beside it, each
 * timed from the command's start to its exit, as an operator would run them; the restored database's row counts
 * are checked against the original's, and the copy dropped.
 */
export async function runBackup(options: BenchOptions) {
  const data = await ensureSeededDatabase(options);
  const sourceUrl = databaseUrl(options);
  const restoredName = `${options.database}_restored`;
  const restoredUrl = new URL(sourceUrl);
  restoredUrl.pathname = `/${restoredName}`;
  const backupDir = mkdtempSync(path.join(tmpdir(), 'wayfare-bench-backup-'));
  const env = { JWT_SECRET: BENCH_JWT_SECRET, PUBLIC_URL: BENCH_PUBLIC_URL, BACKUP_DIR: backupDir };
  try {
    const [size] = await adminQuery<{ bytes: string }>(options, 'select pg_database_size($1) bytes', [
      options.database,
    ]);
    console.log(`backup: npm run backup of ${options.database} ${JSON.stringify(data)}…`);
    const backup = await runNpm(['run', 'backup'], operatorEnv({ ...env, DATABASE_URL: sourceUrl }));
    const file = /backup written: (\S+)/.exec(backup.stdout)?.[1];
    if (!file) throw new Error(`npm run backup printed no file:\n${backup.stdout}`);

    await adminQuery(options, `drop database if exists ${quoted(restoredName)} with (force)`);
    await adminQuery(options, `create database ${quoted(restoredName)}`);
    console.log(`backup: npm run restore -- ${file} into ${restoredName}…`);
    const restore = await runNpm(
      ['run', 'restore', '--', file],
      operatorEnv({ ...env, DATABASE_URL: restoredUrl.href }),
    );

    const [before, after] = [await tableCounts(sourceUrl), await tableCounts(restoredUrl.href)];
    const differing = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    if (differing.length > 0) throw new Error(`restored row counts differ: ${differing.join(', ')}`);

    const mb = (bytes: number) => round(bytes / 1e6, 1);
    const rows = [
      {
        data: `${data.cars} cars, ${data.bookings} bookings, ${data.users} users`,
        'database MB': mb(Number(size?.bytes)),
        'dump MB': mb(statSync(file).size),
        'npm run backup s': round(backup.ms / 1000, 1),
        'npm run restore s': round(restore.ms / 1000, 1),
        'row counts': `equal in all ${Object.keys(before).length} tables`,
      },
    ];
    report('backup', 'backup: npm run backup, then npm run restore into an empty database', rows, { data, before });
    return rows;
  } finally {
    await adminQuery(options, `drop database if exists ${quoted(restoredName)} with (force)`);
    rmSync(backupDir, { recursive: true, force: true });
  }
}
