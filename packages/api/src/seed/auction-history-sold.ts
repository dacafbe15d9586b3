import { AUCTION_CLAIM_WINDOW_MS } from '@wayfare/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { firstRow } from '../db/first-row';
import { auctions, bids, bookings, cars, payments, reviews } from '../db/schema';
import { estimateRoute } from '../integrations/geo/distance';
import { CLAIMED_TEXT, DAY_MS, HOUR_MS, type AuctionHistoryCast } from './auction-history-cast';

const PREMIUM = 2 as const;

type Bid = typeof bids.$inferSelect;

/** Sold 100 days ago for 640, claimed the next day for a weekend ten days later, then reviewed. */
export async function seedSoldAuction(tx: Db, cast: AuctionHistoryCast): Promise<void> {
  const { third, winner, rival, at } = cast;
  const soldEnd = at(-100 * DAY_MS);
  const sold = firstRow(
    await tx
      .insert(auctions)
      .values({
        description: CLAIMED_TEXT(third),
        minBidAmount: 400,
        endAt: soldEnd,
        carId: third.id,
        reservePrice: 550,
        createdAt: at(-114 * DAY_MS),
      })
      .returning({ id: auctions.id }),
    'insert auction',
  );
  const soldBids = await tx
    .insert(bids)
    .values([
      { auctionId: sold.id, userId: rival, amount: 400, placedAt: at(-110 * DAY_MS) },
      { auctionId: sold.id, userId: winner, amount: 480, placedAt: at(-106 * DAY_MS) },
      { auctionId: sold.id, userId: rival, amount: 560, placedAt: at(-103 * DAY_MS) },
      { auctionId: sold.id, userId: winner, amount: 640, placedAt: at(-101 * DAY_MS) },
    ])
    .returning();
  const top = soldBids.at(-1);
  if (!top) throw new Error('seed: no bids');
  const bookingId = await writeClaimedTrip(tx, cast, soldEnd, top);
  await tx
    .update(auctions)
    .set({
      highestBidId: top.id,
      highestAmount: top.amount,
      highestBidderId: winner,
      closedAt: soldEnd,
      winnerUserId: winner,
      winningAmount: top.amount,
      claimDeadlineAt: new Date(soldEnd.getTime() + AUCTION_CLAIM_WINDOW_MS),
      claimedBookingId: bookingId,
    })
    .where(eq(auctions.id, sold.id));
}

/** The winner's claim: the trip (Rated by now) at the winning bid, its payment, its review; answers the booking's id. */
async function writeClaimedTrip(tx: Db, cast: AuctionHistoryCast, soldEnd: Date, top: Bid): Promise<number> {
  const { third, winner, home, away, at } = cast;
  const startAt = new Date(Math.floor((soldEnd.getTime() + 10 * DAY_MS) / DAY_MS) * DAY_MS + 9 * HOUR_MS);
  const endAt = new Date(startAt.getTime() + 3 * DAY_MS + 8 * HOUR_MS);
  const claimedAt = at(-99 * DAY_MS);
  const booking = firstRow(
    await tx
      .insert(bookings)
      .values({
        userId: winner,
        carId: third.id,
        startCityId: home.id,
        endCityId: away.id,
        startAt,
        endAt,
        status: 'Rated',
        coverage: PREMIUM,
        distance: estimateRoute(home, away).distance,
        totalPrice: top.amount,
        createdAt: claimedAt,
      })
      .returning({ id: bookings.id }),
    'insert booking',
  );
  await tx.insert(payments).values({
    userId: winner,
    kind: 'booking',
    bookingId: booking.id,
    description: `Booking #${booking.id}: ${third.make} ${third.model}, ${home.name} → ${away.name}`,
    amount: top.amount,
    paid: true,
    paidAt: new Date(claimedAt.getTime() + 10 * 60_000),
    provider: 'test',
    createdAt: new Date(claimedAt.getTime() + 60_000),
  });
  const reviewedAt = new Date(endAt.getTime() + 5 * HOUR_MS);
  await tx.insert(reviews).values({
    bookingId: booking.id,
    userId: winner,
    carId: third.id,
    text: 'A dream of a weekend. Worth every euro of the bid.',
    valueForMoney: 4,
    carCondition: 5,
    carSpeed: 5,
    createdAt: reviewedAt,
    updatedAt: reviewedAt,
  });
  // The car stands where its trip ended (the scheduler's move, lifecycle.ts).
  await tx.update(cars).set({ cityId: away.id }).where(eq(cars.id, third.id));
  return booking.id;
}
