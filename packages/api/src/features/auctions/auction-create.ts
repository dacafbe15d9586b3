import { and, eq, isNull } from 'drizzle-orm';
import { auctionMessages, carMessages, type CreateAuctionBody, wallClockToInstant } from '@wayfare/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { auctions, cars } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import { AppError } from '../../lib/app-error';
import { firstRow } from '../../db/first-row';

const hasOpenAuction = () => new AppError('CONFLICT', auctionMessages.carHasOpenAuction, 'car');

/**
 * `POST /api/auctions` (admin): an auction of one live exclusive car, open until `endDateTime` (wall-clock in the
 * business time zone). A car is sold by one open auction at a time; a parallel second one ends at the partial
 * unique index. An optional reserve price is kept secret from customers. Recorded in the audit log by `actorId` in
 * the same transaction (docs/product/admin-tools.md#audit-log). Answers the new auction's id.
 */
export async function createAuction(
  db: Db,
  timeZone: string,
  body: CreateAuctionBody,
  now: Date,
  actorId: number,
): Promise<number> {
  const endAt = wallClockToInstant(body.endDateTime, timeZone);
  if (endAt < now) throw new AppError('BAD_REQUEST', auctionMessages.endDateTimeInPast, 'endDateTime');

  const [car] = await db
    .select({ isExclusive: cars.isExclusive })
    .from(cars)
    .where(and(eq(cars.id, body.car), isNull(cars.deletedAt)));
  if (!car) throw new AppError('NOT_FOUND', carMessages.notFound);
  if (!car.isExclusive) throw new AppError('BAD_REQUEST', auctionMessages.carNotExclusive, 'car');

  const [open] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.carId, body.car), isNull(auctions.closedAt)))
    .limit(1);
  if (open) throw hasOpenAuction();

  try {
    return await db.transaction(async (tx) => {
      const values = {
        description: body.description,
        minBidAmount: body.minBidAmount,
        // Optional, and at least the minimum bid (the body's schema): docs/product/auctions.md#reserve-price.
        reservePrice: body.reservePrice ?? null,
        endAt,
        carId: body.car,
        createdAt: now,
      };
      const row = firstRow(
        await tx.insert(auctions).values(values).returning({ id: auctions.id }),
        'insert into auctions',
      );
      const after = {
        carId: body.car,
        description: body.description,
        minBidAmount: body.minBidAmount,
        reservePrice: values.reservePrice,
        endDateTime: body.endDateTime,
      };
      await recordAudit(tx, { actorId, action: 'create', entity: 'auction', entityId: row.id, after });
      return row.id;
    });
  } catch (error) {
    throw isUniqueViolation(error, 'auctions_car_id_open_key') ? hasOpenAuction() : error;
  }
}
