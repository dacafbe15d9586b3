import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailIs } from '../db/email';
import { auctions, bids, cars, users } from '../db/schema';
import { demoBidder } from './accounts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface DemoAuction {
  description: (car: { make: string; model: string }) => string;
  minBidAmount: number;
  createdAgoMs: number;
  /** From now: positive for a running auction, negative for one that has ended. */
  endInMs: number;
  /** Increasing amounts, oldest first; `who` picks the demo customer or the rival. */
  bids: { who: 'customer' | 'bidder'; amount: number; agoMs: number }[];
}

const demoAuctions: DemoAuction[] = [
  {
    description: (car) =>
      `${car.make} ${car.model} for a long weekend: bid for a trip of your choice, Premium coverage included.`,
    minBidAmount: 250,
    createdAgoMs: 2 * DAY_MS,
    endInMs: 30 * DAY_MS,
    bids: [
      { who: 'customer', amount: 250, agoMs: 47 * HOUR_MS },
      { who: 'bidder', amount: 300, agoMs: 30 * HOUR_MS },
      { who: 'customer', amount: 350, agoMs: 20 * HOUR_MS },
      { who: 'bidder', amount: 420, agoMs: 3 * HOUR_MS },
    ],
  },
  {
    description: (car) => `${car.make} ${car.model}: one unforgettable road trip, Premium coverage included.`,
    minBidAmount: 200,
    createdAgoMs: 10 * DAY_MS,
    endInMs: -3 * DAY_MS,
    bids: [
      { who: 'bidder', amount: 200, agoMs: 6 * DAY_MS },
      { who: 'customer', amount: 260, agoMs: 4 * DAY_MS },
    ],
  },
];

/**
 * Demo auctions of two exclusive cars: one running for 30 more days with four increasing bids by the demo customer
 * and a rival, and one that ended, won by the demo customer and not yet claimed (so /all-auctions shows Claim).
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
          })),
        )
        .returning();
      const highest = placed.at(-1);
      const ended = demo.endInMs <= 0;
      await tx
        .update(auctions)
        .set({
          highestBidId: highest?.id ?? null,
          highestAmount: highest?.amount ?? null,
          highestBidderId: highest?.userId ?? null,
          // As the scheduler would have closed it: the highest bidder won.
          closedAt: ended ? endAt : null,
          winnerUserId: ended ? (highest?.userId ?? null) : null,
        })
        .where(eq(auctions.id, auction.id));
    }
  });
}
