import { asc, eq, type SQL } from 'drizzle-orm';
import { instantToWallClock, type CarBlock } from '@wayfare/common';
import type { Db } from '../../db/client';
import { carBlocks, users } from '../../db/schema';

/** A block's row with the name of the administrator who made it (null once their account is gone). */
export interface CarBlockRow {
  id: number;
  carId: number;
  startAt: Date;
  endAt: Date;
  reason: string;
  createdAt: Date;
  creatorId: number | null;
  creatorName: string | null;
}

/** The blocks matching `where`, earliest first; a query still, so that a caller may lock the rows. */
export const readBlocks = (tx: Db, where: SQL | undefined) =>
  tx
    .select({
      id: carBlocks.id,
      carId: carBlocks.carId,
      startAt: carBlocks.startAt,
      endAt: carBlocks.endAt,
      reason: carBlocks.reason,
      createdAt: carBlocks.createdAt,
      creatorId: users.id,
      creatorName: users.name,
    })
    .from(carBlocks)
    .leftJoin(users, eq(users.id, carBlocks.createdBy))
    .where(where)
    .orderBy(asc(carBlocks.startAt));

/** A block as the API answers it: its times on the business wall clock, and whether it has ended by `now()`. */
export const toCarBlock = (row: CarBlockRow, timeZone: string, now: () => Date): CarBlock => ({
  id: row.id,
  carId: row.carId,
  startDateTime: instantToWallClock(row.startAt, timeZone),
  endDateTime: instantToWallClock(row.endAt, timeZone),
  reason: row.reason,
  ended: row.endAt <= now(),
  createdBy: row.creatorId !== null && row.creatorName !== null ? { id: row.creatorId, name: row.creatorName } : null,
  createdAt: row.createdAt.toISOString(),
});
