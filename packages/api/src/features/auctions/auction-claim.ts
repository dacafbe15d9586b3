import { eq, inArray } from 'drizzle-orm';
import {
  auctionMessages,
  bookingMessages,
  cityMessages,
  type ClaimAuctionBody,
  wallClockToInstant,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctions, cities } from '../../db/schema';
import { bookingConflict } from '../../domain/booking-hold';
import type { BookingsPort } from '../../domain/bookings-port';
import { estimateRoute } from '../../integrations/geo/distance';
import { AppError } from '../../lib/app-error';

/** Claimed auctions are booked with Premium coverage (docs/product/pricing.md#coverage). */
const PREMIUM = 2;

/**
 * `POST /api/bookings/claim`: the winner books the won car for a trip of their choice, Premium, at the winning
 * amount, Unpaid (docs/product/auctions.md#claim), before the claim deadline (docs/product/auctions.md#claim-deadline).
 * The auction row is locked, so two claims of one auction cannot both book, and a claim and the deadline job never
 * both win; the booking itself goes through the same hold as every booking (availability rule, car row lock,
 * exclusion constraint), which the bookings feature makes (`bookings.hold`).
 */
export async function claimAuction(
  db: Db,
  timeZone: string,
  userId: number,
  body: ClaimAuctionBody,
  now: Date,
  bookings: BookingsPort,
): Promise<{ bookingId: number }> {
  const startAt = wallClockToInstant(body.startDateTime, timeZone);
  const endAt = wallClockToInstant(body.endDateTime, timeZone);
  try {
    return await db.transaction(async (tx) => {
      const [auction] = await tx.select().from(auctions).where(eq(auctions.id, body.auctionId)).for('update');
      if (!auction) throw new AppError('NOT_FOUND', auctionMessages.notFound);
      const decided = auction.closedAt !== null && auction.winnerUserId !== null;
      if (decided && auction.winnerUserId !== userId) throw new AppError('FORBIDDEN', auctionMessages.notWinner);
      // A second-chance winner pays their own highest bid (docs/product/auctions.md#second-chance).
      const price = auction.winningAmount ?? auction.highestAmount;
      const pastDeadline =
        auction.claimLapsedAt !== null || (auction.claimDeadlineAt !== null && auction.claimDeadlineAt <= now);
      if (!decided || auction.claimedBookingId !== null || price === null || pastDeadline) {
        throw new AppError('CONFLICT', auctionMessages.notClaimable);
      }
      if (body.carId !== auction.carId) throw new AppError('BAD_REQUEST', auctionMessages.carMismatch, 'carId');
      if (startAt <= now) throw new AppError('BAD_REQUEST', bookingMessages.startInPast, 'startDateTime');

      const found = await tx
        .select()
        .from(cities)
        .where(inArray(cities.id, [body.fromCityId, body.toCityId]));
      const from = found.find((city) => city.id === body.fromCityId);
      const to = found.find((city) => city.id === body.toCityId);
      if (!from || !to) throw new AppError('NOT_FOUND', cityMessages.notFound);

      const bookingId = await bookings.hold(tx, {
        userId,
        carId: auction.carId,
        fromCityId: from.id,
        toCityId: to.id,
        startAt,
        endAt,
        coverage: PREMIUM,
        distance: estimateRoute(from, to).distance,
        totalPrice: price,
        now,
        exclusiveCar: true,
      });
      await tx.update(auctions).set({ claimedBookingId: bookingId }).where(eq(auctions.id, auction.id));
      return { bookingId };
    });
  } catch (error) {
    throw bookingConflict(error);
  }
}

/**
 * A claim booking canceled before it was paid (its 30-minute hold ran out, or the winner canceled it) gives the
 * claim back: the winner may claim again, but only until the claim deadline; past it the deadline job lapses the
 * claim (docs/product/auctions.md#claim-deadline). A paid one that is canceled is refunded and stays claimed.
 */
export async function releaseClaim(db: Db, bookingId: number): Promise<void> {
  await db.update(auctions).set({ claimedBookingId: null }).where(eq(auctions.claimedBookingId, bookingId));
}
