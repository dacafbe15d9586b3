import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  adminTexts,
  blockMessages,
  bookingNumbers,
  carMessages,
  type CarBlock,
  type CarBlockBody,
  text,
  wallClockToInstant,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { firstRow } from '../../db/first-row';
import { carBlocks, cars } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import type { BookingsPort } from '../../domain/bookings-port';
import { AppError } from '../../lib/app-error';
import { readBlocks, toCarBlock } from './car-block-reads';

export interface CarBlockCreateDeps {
  db: Db;
  timeZone: string;
  now: () => Date;
  bookings: BookingsPort;
}

/** What of the car's is in `[startAt, endAt)`: live bookings by id, and whether another block is. */
async function conflicts(tx: Db, bookings: BookingsPort, carId: number, startAt: Date, endAt: Date) {
  const bookingIds = await bookings.liveIdsOverlapping(tx, carId, { startAt, endAt });
  const [blocked] = await tx
    .select({ id: carBlocks.id })
    .from(carBlocks)
    .where(
      and(
        eq(carBlocks.carId, carId),
        sql`tstzrange(${carBlocks.startAt}, ${carBlocks.endAt}, '[)') && tstzrange(${startAt.toISOString()}::timestamptz, ${endAt.toISOString()}::timestamptz, '[)')`,
      ),
    )
    .limit(1);
  return { bookingIds, blocked: blocked !== undefined };
}

const conflictError = ({ bookingIds, blocked }: { bookingIds: number[]; blocked: boolean }) =>
  bookingIds.length > 0
    ? new AppError(
        'CONFLICT',
        text(adminTexts, 'blocks.overlapsBookings', { bookingIds: bookingNumbers(bookingIds) }),
        'startDateTime',
        {},
        { bookingIds },
      )
    : blocked
      ? new AppError('CONFLICT', blockMessages.overlapsBlock, 'startDateTime')
      : null;

/**
 * A new block on a live car, under the car's row lock (see car-blocks.service.ts), recorded in the audit log by
 * `actorId`; a 409 that names the bookings or the block in its way.
 */
export async function createCarBlock(
  { db, timeZone, now, bookings }: CarBlockCreateDeps,
  carId: number,
  body: CarBlockBody,
  actorId: number,
): Promise<CarBlock> {
  const startAt = wallClockToInstant(body.startDateTime, timeZone);
  const endAt = wallClockToInstant(body.endDateTime, timeZone);
  if (endAt <= now()) throw new AppError('BAD_REQUEST', blockMessages.alreadyOver, 'endDateTime');
  try {
    return await db.transaction(async (tx) => {
      const [car] = await tx
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, carId), isNull(cars.deletedAt)))
        .for('update');
      if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);
      const conflict = conflictError(await conflicts(tx, bookings, carId, startAt, endAt));
      if (conflict) throw conflict;
      const inserted = firstRow(
        await tx
          .insert(carBlocks)
          .values({ carId, startAt, endAt, reason: body.reason, createdBy: actorId })
          .returning({ id: carBlocks.id }),
        'insert into car_blocks',
      );
      const row = firstRow(await readBlocks(tx, eq(carBlocks.id, inserted.id)), 'read car_blocks');
      const block = toCarBlock(row, timeZone, now);
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
      conflictError(await conflicts(db, bookings, carId, startAt, endAt)) ??
      new AppError('CONFLICT', blockMessages.overlapsBlock)
    );
  }
}
