import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rollupSettings } from './schema';

/**
 * Tells the database the business time zone its month and day roll-ups are bucketed in (decision 016); the app does
 * it at every start. Written only when it differs: a new zone rebuilds those roll-ups (a trigger of migration 0016),
 * the same one costs nothing.
 */
export async function syncRollupTimeZone(db: Db, timeZone: string): Promise<void> {
  await db
    .insert(rollupSettings)
    .values({ id: true, timeZone })
    .onConflictDoUpdate({
      target: rollupSettings.id,
      set: { timeZone },
      setWhere: sql`${rollupSettings.timeZone} is distinct from excluded.time_zone`,
    });
}

/**
 * Whether the month and day roll-ups are bucketed in `timeZone`. A reader in another zone (a test building a service
 * of its own, an app started with another APP_TIMEZONE beside this one) asks the bookings themselves instead.
 */
export async function rollupsKeptIn(db: Db, timeZone: string): Promise<boolean> {
  const [row] = await db
    .select({ timeZone: rollupSettings.timeZone })
    .from(rollupSettings)
    .where(eq(rollupSettings.id, true));
  return row?.timeZone === timeZone;
}
