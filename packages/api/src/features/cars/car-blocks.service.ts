import { and, eq, isNull } from 'drizzle-orm';
import { blockMessages, carMessages, type CarBlock, type CarBlockBody } from '@wayfare/common';
import type { Db } from '../../db/client';
import { carBlocks, cars } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import type { BookingsPort } from '../../domain/bookings-port';
import { AppError } from '../../lib/app-error';
import { createCarBlock } from './car-block-create';
import { readBlocks, toCarBlock } from './car-block-reads';

export interface CarBlocksServiceDeps {
  db: Db;
  /** The business time zone block date-times are read and written in (APP_TIMEZONE). */
  timeZone: string;
  now?: () => Date;
  /** Which bookings stand in a new block's way. */
  bookings: BookingsPort;
}

/**
 * Maintenance blocks (docs/product/admin-tools.md#maintenance-blocks). A block takes its car like a booking does: the
 * car stays read it, so every path that asks the availability rule (search, cost, booking, change, claim) skips the
 * period, and `car_occupancy_excl` refuses any overlap with a live booking or another block, whoever writes it.
 * Writes lock the car's row first, as booking creation and changes do, so a block and a booking of the same car are
 * decided one after the other and the loser gets a 409 that names what is in the way (car-block-create.ts).
 */
export function createCarBlocksService({ db, timeZone, now = () => new Date(), bookings }: CarBlocksServiceDeps) {
  return {
    /** A live car's blocks, earliest first (404 for a car that is not on the road). */
    async list(carId: number): Promise<CarBlock[]> {
      const [car] = await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, carId), isNull(cars.deletedAt)));
      if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);
      return (await readBlocks(db, eq(carBlocks.carId, carId))).map((row) => toCarBlock(row, timeZone, now));
    },

    create(carId: number, body: CarBlockBody, actorId: number): Promise<CarBlock> {
      return createCarBlock({ db, timeZone, now, bookings }, carId, body, actorId);
    },

    /** Removes a block that has not ended (the car is back early, the service was called off). */
    async remove(carId: number, blockId: number, actorId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [block] = await readBlocks(tx, and(eq(carBlocks.id, blockId), eq(carBlocks.carId, carId))).for('update', {
          of: carBlocks,
        });
        if (!block) throw new AppError('NOT_FOUND', blockMessages.notFound);
        if (block.endAt <= now()) throw new AppError('CONFLICT', blockMessages.ended);
        await tx.delete(carBlocks).where(eq(carBlocks.id, blockId));
        const removed = toCarBlock(block, timeZone, now);
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
