import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  blockMessages,
  carMessages,
  type CarBlock,
  type CarBlockBody,
  instantToWallClock,
  wallClockToInstant,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { firstRow } from '../../db/first-row';
import { carBlocks, cars, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { recordAudit } from '../../domain/audit';
import { AppError } from '../../lib/app-error';

export interface CarBlocksServiceDeps {
  db: Db;
  /** The business time zone block date-times are read and written in (APP_TIMEZONE). */
  timeZone: string;
  now?: () => Date;
}

const carNotFound = () => new AppError('NOT_FOUND', carMessages.notFound);
const blockNotFound = () => new AppError('NOT_FOUND', blockMessages.notFound);

/** `[start, end)` as the multirange `car_occupancy` and `bookings.occupied` hold. */
const periodOf = (start: Date, end: Date) =>
  sql`tstzmultirange(tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)'))`;

/**
 * Maintenance blocks (docs/product/admin-tools.md#maintenance-blocks). A block takes its car like a booking does: the
 * car stays read it, so every path that asks the availability rule (search, cost, booking, change, claim) skips the
 * period, and `car_occupancy_excl` refuses any overlap with a live booking or another block, whoever writes it.
 * Writes lock the car's row first, as booking creation and changes do, so a block and a booking of the same car are
 * decided one after the other and the loser gets a 409 that names what is in the way.
 */
export function createCarBlocksService({ db, timeZone, now = () => new Date() }: CarBlocksServiceDeps) {
  const toBlock = (row: {
    id: number;
    carId: number;
    startAt: Date;
    endAt: Date;
    reason: string;
    createdAt: Date;
    creatorId: number | null;
    creatorName: string | null;
  }): CarBlock => ({
    id: row.id,
    carId: row.carId,
    startDateTime: instantToWallClock(row.startAt, timeZone),
    endDateTime: instantToWallClock(row.endAt, timeZone),
    reason: row.reason,
    ended: row.endAt <= now(),
    createdBy: row.creatorId !== null && row.creatorName !== null ? { id: row.creatorId, name: row.creatorName } : null,
    createdAt: row.createdAt.toISOString(),
  });

  const readBlocks = (tx: Db, where: ReturnType<typeof and>) =>
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

  /** What of the car's is in `[start, end)`: live bookings by id, and whether another block is. */
  async function conflicts(tx: Db, carId: number, start: Date, end: Date) {
    const taken = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.carId, carId),
          ne(bookings.status, 'Canceled'),
          sql`${bookings.occupied} && ${periodOf(start, end)}`,
        ),
      )
      .orderBy(asc(bookings.startAt), asc(bookings.id));
    const [blocked] = await tx
      .select({ id: carBlocks.id })
      .from(carBlocks)
      .where(
        and(
          eq(carBlocks.carId, carId),
          sql`tstzrange(${carBlocks.startAt}, ${carBlocks.endAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
        ),
      )
      .limit(1);
    return { bookingIds: taken.map((row) => row.id), blocked: blocked !== undefined };
  }

  const conflictError = ({ bookingIds, blocked }: { bookingIds: number[]; blocked: boolean }) =>
    bookingIds.length > 0
      ? new AppError('CONFLICT', blockMessages.overlapsBookings(bookingIds), 'startDateTime', {}, { bookingIds })
      : blocked
        ? new AppError('CONFLICT', blockMessages.overlapsBlock, 'startDateTime')
        : null;

  return {
    /** A live car's blocks, earliest first (404 for a car that is not on the road). */
    async list(carId: number): Promise<CarBlock[]> {
      const [car] = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, carId), isNull(cars.deletedAt)));
      if (!car) throw carNotFound();
      return (await readBlocks(db, eq(carBlocks.carId, carId))).map(toBlock);
    },

    async create(carId: number, body: CarBlockBody, actorId: number): Promise<CarBlock> {
      const start = wallClockToInstant(body.startDateTime, timeZone);
      const end = wallClockToInstant(body.endDateTime, timeZone);
      if (end <= now()) throw new AppError('BAD_REQUEST', blockMessages.alreadyOver, 'endDateTime');
      try {
        return await db.transaction(async (tx) => {
          const [car] = await tx
            .select({ id: cars.id })
            .from(cars)
            .where(and(eq(cars.id, carId), isNull(cars.deletedAt)))
            .for('update');
          if (!car) throw carNotFound();
          const conflict = conflictError(await conflicts(tx, carId, start, end));
          if (conflict) throw conflict;
          const inserted = firstRow(
            await tx
              .insert(carBlocks)
              .values({ carId, startAt: start, endAt: end, reason: body.reason, createdBy: actorId })
              .returning({ id: carBlocks.id }),
            'insert into car_blocks',
          );
          const block = toBlock(firstRow(await readBlocks(tx, eq(carBlocks.id, inserted.id)), 'read car_blocks'));
          await recordAudit(tx, {
            actorId,
            action: 'create',
            entity: 'car_block',
            entityId: block.id,
            after: { carId, startDateTime: block.startDateTime, endDateTime: block.endDateTime, reason: block.reason },
          });
          return block;
        });
      } catch (error) {
        // A writer that did not take the car's row lock lost the race at the constraint: say what won.
        if (!isExclusionViolation(error)) throw error;
        throw (
          conflictError(await conflicts(db, carId, start, end)) ?? new AppError('CONFLICT', blockMessages.overlapsBlock)
        );
      }
    },

    /** Removes a block that has not ended (the car is back early, the service was called off). */
    async remove(carId: number, blockId: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [block] = await readBlocks(tx, and(eq(carBlocks.id, blockId), eq(carBlocks.carId, carId))).for('update', {
          of: carBlocks,
        });
        if (!block) throw blockNotFound();
        if (block.endAt <= now()) throw new AppError('CONFLICT', blockMessages.ended);
        await tx.delete(carBlocks).where(eq(carBlocks.id, blockId));
        const removed = toBlock(block);
        await recordAudit(tx, {
          actorId,
          action: 'delete',
          entity: 'car_block',
          entityId: blockId,
          before: {
            carId,
            startDateTime: removed.startDateTime,
            endDateTime: removed.endDateTime,
            reason: removed.reason,
          },
        });
      });
    },
  };
}

export type CarBlocksService = ReturnType<typeof createCarBlocksService>;
