import { AUCTION_CLAIM_WINDOW_MS, AUCTION_LAPSE_BAR_MS } from '@wayfare/common';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { firstRow } from '../db/first-row';
import { auctions, biddingBars, bids, bookings, cars, cities, payments, reviews, users } from '../db/schema';
import { estimateRoute } from '../integrations/geo/distance';
import { demoCustomerEmail, demoCustomers } from './customers';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PREMIUM = 2 as const;

/** Marks the history as seeded (idempotence): the oldest auction's text. */
const CLAIMED_TEXT = (car: { make: string; model: string }) =>
  `${car.make} ${car.model} for a winter weekend: Premium coverage included, pick-up in its home city.`;

/**
 * Past and further auctions beside the two of seedAuctions (which the README names): one sold and claimed months ago
 * (its trip done and reviewed), one whose winner never claimed it (the claim lapsed), one that ended without a bid,
 * and a second running one between other customers. They use the third and fourth exclusive cars (the first two
 * carry the README's auctions) and the first's past. Idempotent: skipped once the claimed one exists.
 */
export async function seedAuctionHistory(db: Db, now: Date = new Date()): Promise<void> {
  const exclusive = await db
    .select()
    .from(cars)
    .where(and(eq(cars.isExclusive, true), isNull(cars.deletedAt)))
    .orderBy(asc(cars.id));
  const [first, , third, fourth] = exclusive;
  if (!first || !third || !fourth) return;
  const [done] = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(eq(auctions.description, CLAIMED_TEXT(third)));
  if (done) return;
  const emails = demoCustomers.map((customer) => demoCustomerEmail(customer.name));
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (index: number) => people.find((person) => person.email === emails[index])?.id;
  const [winner, rival, lapsed, runningA, runningB] = [2, 11, 10, 4, 16].map(idOf);
  if (!winner || !rival || !lapsed || !runningA || !runningB) return;
  const home = firstRow(await db.select().from(cities).where(eq(cities.id, third.cityId)), 'select city');
  const [away] = await db
    .select()
    .from(cities)
    .where(eq(cities.name, home.name === 'Budapest' ? 'Vienna' : 'Budapest'));
  if (!away) return;
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  await db.transaction(async (tx) => {
    // Sold 100 days ago for 640, claimed the next day for a weekend ten days later, then reviewed.
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
    const tripStart = new Date(Math.floor((soldEnd.getTime() + 10 * DAY_MS) / DAY_MS) * DAY_MS + 9 * HOUR_MS);
    const tripEnd = new Date(tripStart.getTime() + 3 * DAY_MS + 8 * HOUR_MS);
    const claimedAt = at(-99 * DAY_MS);
    const booking = firstRow(
      await tx
        .insert(bookings)
        .values({
          userId: winner,
          carId: third.id,
          startCityId: home.id,
          endCityId: away.id,
          startAt: tripStart,
          endAt: tripEnd,
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
    const reviewedAt = new Date(tripEnd.getTime() + 5 * HOUR_MS);
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
        claimedBookingId: booking.id,
      })
      .where(eq(auctions.id, sold.id));

    // Won 40 days ago by a single bidder who never claimed it: the claim lapsed, nobody else could be offered it.
    const lapsedEnd = at(-40 * DAY_MS);
    const unclaimed = firstRow(
      await tx
        .insert(auctions)
        .values({
          description: `${fourth.make} ${fourth.model}: three days off-road, Premium coverage included.`,
          minBidAmount: 300,
          endAt: lapsedEnd,
          carId: fourth.id,
          createdAt: at(-54 * DAY_MS),
        })
        .returning({ id: auctions.id }),
      'insert auction',
    );
    const lapsedBid = firstRow(
      await tx
        .insert(bids)
        .values({ auctionId: unclaimed.id, userId: lapsed, amount: 300, placedAt: at(-45 * DAY_MS) })
        .returning(),
      'insert bid',
    );
    const lapsedDeadline = new Date(lapsedEnd.getTime() + AUCTION_CLAIM_WINDOW_MS);
    await tx
      .update(auctions)
      .set({
        highestBidId: lapsedBid.id,
        highestAmount: 300,
        highestBidderId: lapsed,
        closedAt: lapsedEnd,
        winnerUserId: lapsed,
        winningAmount: 300,
        claimDeadlineAt: lapsedDeadline,
        claimLapsedAt: lapsedDeadline,
      })
      .where(eq(auctions.id, unclaimed.id));
    // The lapse barred the winner from bidding for 30 days, over by now (docs/product/auctions.md#winning-is-binding).
    await tx.insert(biddingBars).values({
      auctionId: unclaimed.id,
      userId: lapsed,
      lapsedAt: lapsedDeadline,
      barredUntil: new Date(lapsedDeadline.getTime() + AUCTION_LAPSE_BAR_MS),
    });

    // Ended half a year ago without a single bid.
    await tx.insert(auctions).values({
      description: `${first.make} ${first.model} on the Alpine passes: a weekend with Premium coverage.`,
      minBidAmount: 900,
      endAt: at(-180 * DAY_MS),
      closedAt: at(-180 * DAY_MS),
      carId: first.id,
      createdAt: at(-195 * DAY_MS),
    });

    // Running for four more days between two other customers.
    const running = firstRow(
      await tx
        .insert(auctions)
        .values({
          description: `${fourth.make} ${fourth.model}: a weekend in the mountains, Premium coverage included.`,
          minBidAmount: 280,
          endAt: at(4 * DAY_MS),
          carId: fourth.id,
          createdAt: at(-12 * DAY_MS),
        })
        .returning({ id: auctions.id }),
      'insert auction',
    );
    const runningBids = await tx
      .insert(bids)
      .values([
        { auctionId: running.id, userId: runningA, amount: 280, placedAt: at(-9 * DAY_MS) },
        { auctionId: running.id, userId: runningB, amount: 310, placedAt: at(-5 * DAY_MS) },
        { auctionId: running.id, userId: runningA, amount: 340, placedAt: at(-30 * HOUR_MS) },
      ])
      .returning();
    const highest = runningBids.at(-1);
    if (!highest) throw new Error('seed: no bids');
    await tx
      .update(auctions)
      .set({ highestBidId: highest.id, highestAmount: highest.amount, highestBidderId: highest.userId })
      .where(eq(auctions.id, running.id));
  });
}
