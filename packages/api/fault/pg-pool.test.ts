import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/errors';
import { faultEnv, sleep } from './harness/env';

/**
 * The database outage test found it by chance (a shutdown held until the 10 s cap); this one makes it happen every
 * time: a transaction whose connection dies as it begins must give its client back to the pool (drizzle-orm 0.45
 * does not when BEGIN fails), and the process must not die of the connection's 'error' event.
 */
describe.skipIf(!faultEnv.databaseUrl)('the PostgreSQL pool when a connection dies', () => {
  const opened: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((close) => close()));
  });

  it('hands back the client of a transaction whose BEGIN failed, so no slot leaks and close() does not hang', async () => {
    const database = await openPostgres(faultEnv.databaseUrl!);
    let isClosed = false;
    opened.push(async () => {
      if (!isClosed) await database.close();
    });
    await database.db.execute(sql`select 1`);

    // The next client checked out loses its connection right away, as BEGIN goes out.
    let sabotage = true;
    database.pool.on('acquire', (client) => {
      if (!sabotage) return;
      sabotage = false;
      (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
    });
    const failed = await database.db
      .transaction(async (tx) => tx.execute(sql`select 1`))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);

    // Nothing is left checked out, and the pool goes on serving transactions.
    await sleep(50);
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 2 as two`))).resolves.toBeDefined();

    const closing = database.close().then(() => 'closed');
    expect(
      await Promise.race([closing, sleep(3000).then(() => 'pool.end() still waiting for a checked-out client')]),
    ).toBe('closed');
    isClosed = true;
  });
});
