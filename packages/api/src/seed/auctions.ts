import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailIs } from '../db/email';
import { AUCTION_CLAIM_WINDOW_MS } from '@wayfare/common';
import { auctionMaxima, auctions, bids, cars, users } from '../db/schema';
import { demoBidder } from './accounts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface DemoAuction {
  description: (car: { make: string; model: string }) => string;
  minBidAmount: number;
  reservePrice?: number;
  createdAgoMs: number;
  /** From now: positive for a running auction, negative for one that has ended. */
  endInMs: number;
  /**
   * Increasing amounts, oldest first, stepping by the bid ladder; `who` picks the demo customer or the rival; `auto`
   * marks the rival's maximum answering (docs/product/auctions.md#maximum-bids).
   */
  bids: { who: 'customer' | 'bidder'; amount: number; agoMs: number; auto?: boolean }[];
  /** A secret maximum the bidder holds. */
  maximum?: { who: 'customer' | 'bidder'; amount: number; agoMs: number };
}

const demoAuctions: DemoAuction[] = [
  {
    description: (car) =>
      `${car.make} ${car.model} for a long weekend: bid for a trip of your choice, Premium coverage included.`,
    minBidAmount: 250,
    reservePrice: 500,
    createdAgoMs: 2 * DAY_MS,
    endInMs: 30 * DAY_MS,
    // The rival set a maximum of 600 with their 300; the customer's 350 was answered at once with 360.
    bids: [
      { who: 'customer', amount: 250, agoMs: 47 * HOUR_MS },
      { who: 'bidder', amount: 300, agoMs: 30 * HOUR_MS },
      { who: 'customer', amount: 350, agoMs: 20 * HOUR_MS },
      { who: 'bidder', amount: 360, agoMs: 20 * HOUR_MS, auto: true },
    ],
    maximum: { who: 'bidder', amount: 600, agoMs: 30 * HOUR_MS },
  },
  {
    description: (car) => `${car.make} ${car.model}: one unforgettable road trip, Premium coverage included.`,
    minBidAmount: 200,
    createdAgoMs: 10 * DAY_MS,
    // Ended a day ago: the winner still has a day of the 48 hours to claim.
    endInMs: -1 * DAY_MS,
    bids: [
      { who: 'bidder', amount: 200, agoMs: 6 * DAY_MS },
      { who: 'customer', amount: 260, agoMs: 4 * DAY_MS },
    ],
  },
];

/**
 * Demo auctions of two exclusive cars: one running for 30 more days, with a reserve not yet met and four increasing
 * bids by the demo customer and a rival whose maximum answered the last one, and one that ended a day ago, won by the
 * demo customer and not yet claimed (so /all-auctions shows Claim, with a day of the claim window left).
 * Idempotent: skipped once any auction exists.
 */
export async function seedAuctions(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: auctions.id }).from(auctions).limit(1);
  if (existing) return;
  const [customer] = await db.select({ id: users.id }).from(users).where(emailIs('customer@example.com'));
  const [bidder] = await db.select({ id: users.id }).from(users).where(emailIs(demoBidder.email));
  if (!customer || !bidder) return;
  const exclusive = await db
    .select({ id: cars.id, make: cars.make, model: cars.model })
    .from(cars)
    .where(and(eq(cars.isExclusive, true), isNull(cars.deletedAt)))
    .orderBy(asc(cars.id))
    .limit(demoAuctions.length);
  if (exclusive.length < demoAuctions.length) return;
  const userIds = { customer: customer.id, bidder: bidder.id };
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  await db.transaction(async (tx) => {
    for (const [index, demo] of demoAuctions.entries()) {
      const car = exclusive[index];
      if (!car) continue;
      const endAt = at(demo.endInMs);
      const [auction] = await tx
        .insert(auctions)
        .values({
          description: demo.description(car),
          minBidAmount: demo.minBidAmount,
          endAt,
          carId: car.id,
          reservePrice: demo.reservePrice ?? null,
          createdAt: at(-demo.createdAgoMs),
        })
        .returning({ id: auctions.id });
      if (!auction) throw new Error('seed: auction not inserted');
      const placed = await tx
        .insert(bids)
        .values(
          demo.bids.map((bid) => ({
            auctionId: auction.id,
            userId: userIds[bid.who],
            amount: bid.amount,
            placedAt: at(-bid.agoMs),
            auto: bid.auto ?? false,
          })),
        )
        .returning();
      if (demo.maximum) {
        await tx.insert(auctionMaxima).values({
          auctionId: auction.id,
          userId: userIds[demo.maximum.who],
          maxAmount: demo.maximum.amount,
          placedAt: at(-demo.maximum.agoMs),
        });
      }
      const highest = placed.at(-1);
      const ended = demo.endInMs <= 0;
      const winner = ended ? (highest ?? null) : null;
      await tx
        .update(auctions)
        .set({
          highestBidId: highest?.id ?? null,
          highestAmount: highest?.amount ?? null,
          highestBidderId: highest?.userId ?? null,
          // As the scheduler would have closed it: the highest bidder won.
          closedAt: ended ? endAt : null,
          winnerUserId: winner?.userId ?? null,
          winningAmount: winner?.amount ?? null,
          claimDeadlineAt: winner ? new Date(endAt.getTime() + AUCTION_CLAIM_WINDOW_MS) : null,
        })
        .where(eq(auctions.id, auction.id));
    }
  });
}
