import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailIs } from '../db/email';
import { bookings, carBlocks, cars, cities, discountPlans, messages, reviews, users } from '../db/schema';
import { demoBidder } from './accounts';
import { seedDemoCustomers } from './customers';
import { DAY_MS, planHistory, type PlannedTrip } from './history-plan';
import { planPurchasesOf } from './history-purchases';
import { messageRows, MINUTE_MS, priceTrips, reviewRows, type Trip } from './history-rows';
import { moveCarsToTripEnds, writeBookings, writePayments, writePlanPurchases } from './history-writes';
import { seededRandom, type Random } from './random';

/**
 * A year of the demo's business (history-plan.ts decides the trips): ~30 customers' bookings in every status with
 * their payments, refunds of paid cancellations, reviews, damage charges, discount plans bought and used, support
 * messages answered and open, and a few maintenance blocks. Each table gets one statement (two for payments, whose
 * refunds name the payment they refund), so the database's triggers on bookings and cars run once, not per trip.
 * Idempotent: skipped once any booking exists.
 */
export async function seedHistory(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: bookings.id }).from(bookings).limit(1);
  if (existing) return;
  const [carl] = await db.select({ id: users.id }).from(users).where(emailIs('customer@example.com'));
  const [bea] = await db.select({ id: users.id }).from(users).where(emailIs(demoBidder.email));
  const [admin] = await db.select({ id: users.id }).from(users).where(emailIs('admin@example.com'));
  if (!carl || !bea) return;
  const fleet = await db.select().from(cars).orderBy(asc(cars.id));
  const cityRows = await db.select().from(cities).orderBy(asc(cities.id));
  const plans = await db.select().from(discountPlans).orderBy(asc(discountPlans.id));
  const customerIds = await seedDemoCustomers(db, now);

  const random = seededRandom(7_031_985);
  const plan = planHistory({ cars: fleet, cities: cityRows, now });
  const trips = assignCustomers(random, plan.trips, { carl: carl.id, bea: bea.id, others: customerIds }, now);
  const purchases = planPurchasesOf(random, trips, customerIds, plans, now);
  // Numbered as they were booked, as a live system numbers them: the lists (newest first) open on the latest bookings.
  trips.sort((a, b) => +a.createdAt - +b.createdAt || a.carId - b.carId || +a.startAt - +b.startAt);
  const carOf = new Map(fleet.map((car) => [car.id, car]));
  const cityOf = new Map(cityRows.map((city) => [city.id, city]));

  await db.transaction(async (tx) => {
    const priced = priceTrips(trips, carOf, cityOf);
    const bookingIds = await writeBookings(tx, trips, priced);
    const charges = await writePayments(tx, random, { priced, purchases, bookingIds, carl: carl.id, now });
    await writePlanPurchases(tx, purchases, trips, { bookingIds, ...charges });

    const rated = reviewRows(random, trips, bookingIds, now);
    if (rated.length > 0) await tx.insert(reviews).values(rated);

    if (plan.blocks.length > 0) {
      await tx.insert(carBlocks).values(
        plan.blocks.map((block) => ({
          ...block,
          createdBy: admin?.id ?? null,
          createdAt: new Date(Math.min(block.startAt.getTime() - 7 * DAY_MS, now.getTime() - DAY_MS)),
        })),
      );
    }

    await moveCarsToTripEnds(tx, trips, carOf);
    await tx.insert(messages).values(messageRows(now, carl.id, customerIds));
  });
}

/**
 * Who booked each trip: the demo customer and the rival bidder among the others (a customer books only after they
 * joined), and a few trips the demo customer must have so that every page of theirs shows something: a trip under
 * way, one ahead, a finished one still to review, a paid one they canceled and got back. Three trips ahead are
 * still being paid for (Unpaid, within the 30-minute hold).
 */
function assignCustomers(
  random: Random,
  planned: PlannedTrip[],
  ids: { carl: number; bea: number; others: number[] },
  now: Date,
): Trip[] {
  const joinedAt = (index: number) => now.getTime() - (540 - index * 19) * DAY_MS;
  const trips: Trip[] = planned.map((trip) => {
    const eligible = ids.others.flatMap((id, index) =>
      joinedAt(index) < trip.createdAt.getTime() ? [[id, 1 + (index % 4 === 0 ? 2 : index % 3)] as const] : [],
    );
    const userId = random.weighted([[ids.carl, 1.3] as const, [ids.bea, 0.7] as const, ...eligible]);
    return { ...trip, userId, discountPercent: 0 };
  });
  const nowMs = now.getTime();
  const give = (find: (trip: Trip) => boolean, userId: number, change: Partial<Trip> = {}) => {
    const trip = trips.find((candidate) => candidate.userId !== userId && find(candidate));
    if (trip) Object.assign(trip, { userId, ...change });
  };
  give((trip) => trip.status === 'Active', ids.carl);
  give((trip) => trip.status === 'Paid' && trip.startAt.getTime() > nowMs + 3 * DAY_MS, ids.carl);
  const finished = trips.filter((trip) => trip.status === 'Finished').sort((a, b) => +b.endAt - +a.endAt)[0];
  if (finished) finished.userId = ids.carl;
  give((trip) => trip.status === 'Canceled' && trip.wasPaid === true && trip.startAt.getTime() < nowMs, ids.carl);
  // Just one trip ahead and one under way for the demo customer, so their first page of bookings reaches the finished
  // ones; the others' trips ahead go to the other customers.
  let ahead = 0;
  let active = 0;
  for (const [index, trip] of trips.entries()) {
    if (trip.userId !== ids.carl) continue;
    const isAhead = trip.status === 'Paid';
    const isActive = trip.status === 'Active';
    if ((isAhead && ++ahead > 1) || (isActive && ++active > 1)) {
      trip.userId = ids.others[index % ids.others.length] ?? trip.userId;
    }
  }
  // The demo customer's latest finished trip is uncovered and the one before it Premium (the first page of their
  // bookings offers both to report damage on), and an older uncovered one carries the damage charge.
  const carlsPast = trips
    .filter((trip) => trip.userId === ids.carl && (trip.status === 'Finished' || trip.status === 'Rated'))
    .sort((a, b) => +b.endAt - +a.endAt);
  const [latest, before, ...older] = carlsPast;
  if (latest) latest.coverage = 0;
  if (before) before.coverage = 2;
  const oldest = older.at(-1);
  if (oldest && !older.some((trip) => trip.coverage === 0)) oldest.coverage = 0;
  const demo = new Set([ids.carl, ids.bea]);
  let unpaid = 0;
  for (const trip of trips) {
    if (unpaid === 3) break;
    if (trip.status !== 'Paid' || demo.has(trip.userId) || trip.startAt.getTime() < nowMs + 5 * DAY_MS) continue;
    trip.status = 'Unpaid';
    trip.createdAt = new Date(nowMs - (4 + 7 * unpaid) * MINUTE_MS);
    unpaid += 1;
  }
  return trips;
}
