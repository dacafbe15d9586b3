import { asc } from 'drizzle-orm';
import type { App } from '../../src/app';
import {
  auctions,
  bids,
  bookings,
  cars,
  discountPlans,
  messages,
  payments,
  reviews,
  testCheckoutSessions,
  users,
} from '../../src/db/schema';
import {
  createAdmin,
  createAuction,
  createBooking,
  createCar,
  createCity,
  createUser,
  type TestUser,
} from '../../src/test/factories';

/**
 * A small world with two customers (A the attacker, B the victim) and an admin, in which every kind of object the
 * API guards exists and belongs to B: bookings in each state, a review, a support message, a payment with its test
 * checkout session, a won auction and an open one. Built straight in the tables, so no rule can get in the way.
 * Made first in a fresh database, its objects also hold the id 1 of each table.
 */
export interface World {
  admin: TestUser;
  a: TestUser;
  b: TestUser;
  cityId: number;
  otherCityId: number;
  carId: number;
  exclusiveCarId: number;
  /** B's Paid trip (cancellable by its owner). */
  paidBookingB: number;
  /** B's Unpaid trip with a payment and an open test checkout session. */
  unpaidBookingB: number;
  paymentB: number;
  checkoutSessionB: string;
  /** B's Finished trip and the review of B's Rated trip. */
  finishedBookingB: number;
  reviewB: number;
  /** A's own Finished trip, for the attacker's legitimate actions. */
  finishedBookingA: number;
  messageB: number;
  /** Ended auction won by B, not yet claimed. */
  wonAuctionB: number;
  openAuction: number;
  planId: number;
}

const DAY = 86_400_000;

export async function createWorld(app: App): Promise<World> {
  const db = app.database.db;
  const admin = await createAdmin(app);
  const a = await createUser(app);
  const b = await createUser(app, { googleSub: `google-sub-of-b-${Date.now()}` });
  const city = await createCity(app);
  const otherCity = await createCity(app, { lat: 52, lon: 13 });
  const car = await createCar(app, { cityId: city.id });
  const exclusiveCar = await createCar(app, { cityId: city.id, isExclusive: true });

  const paidBookingB = await createBooking(app, {
    carId: car.id,
    userId: b.user.id,
    startAt: new Date(Date.now() + 10 * DAY),
  });
  const unpaidBookingB = await createBooking(app, {
    carId: car.id,
    userId: b.user.id,
    status: 'Unpaid',
    startAt: new Date(Date.now() + 20 * DAY),
  });
  const finishedBookingB = await createBooking(app, {
    carId: car.id,
    userId: b.user.id,
    status: 'Rated',
    startAt: new Date(Date.now() - 20 * DAY),
  });
  const finishedBookingA = await createBooking(app, {
    carId: car.id,
    userId: a.user.id,
    status: 'Finished',
    startAt: new Date(Date.now() - 30 * DAY),
  });

  const [review] = await db
    .insert(reviews)
    .values({
      bookingId: finishedBookingB.id,
      userId: b.user.id,
      carId: car.id,
      text: 'B liked it',
      valueForMoney: 4,
      carCondition: 4,
      carSpeed: 4,
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      userId: b.user.id,
      kind: 'booking',
      bookingId: unpaidBookingB.id,
      description: 'Trip of B',
      amount: 100,
      provider: 'test',
    })
    .returning();
  if (!review || !payment) throw new Error('createWorld: no row');
  const checkoutSessionB = `tcs_${'b'.repeat(32)}`;
  await db.insert(testCheckoutSessions).values({
    id: checkoutSessionB,
    paymentId: payment.id,
    description: 'Trip of B',
    amount: 100,
    successUrl: 'http://localhost/success',
    cancelUrl: 'http://localhost/cancel',
  });
  const [message] = await db.insert(messages).values({ userId: b.user.id, messageContent: 'Help for B' }).returning();
  const [plan] = await db
    .insert(discountPlans)
    .values({ title: 'Plan', description: 'A plan', discountValue: 10, price: 20, remainingUses: 3 })
    .returning();
  if (!message || !plan) throw new Error('createWorld: no row');

  const wonAuction = await createAuction(app, {
    carId: exclusiveCar.id,
    endAt: new Date(Date.now() - DAY),
    closedAt: new Date(Date.now() - DAY),
    winnerUserId: b.user.id,
    highestAmount: 500,
    highestBidderId: b.user.id,
  });
  const openAuction = await createAuction(app);

  return {
    admin,
    a,
    b,
    cityId: city.id,
    otherCityId: otherCity.id,
    carId: car.id,
    exclusiveCarId: exclusiveCar.id,
    paidBookingB: paidBookingB.id,
    unpaidBookingB: unpaidBookingB.id,
    paymentB: payment.id,
    checkoutSessionB,
    finishedBookingB: finishedBookingB.id,
    reviewB: review.id,
    finishedBookingA: finishedBookingA.id,
    messageB: message.id,
    wonAuctionB: wonAuction.id,
    openAuction: openAuction.id,
    planId: plan.id,
  };
}

/** Every guarded table, ordered, as plain JSON: two snapshots are equal when nothing was changed. */
export async function snapshot(app: App): Promise<string> {
  const db = app.database.db;
  const rows = {
    users: await db.select().from(users).orderBy(asc(users.id)),
    cars: await db.select().from(cars).orderBy(asc(cars.id)),
    bookings: await db.select().from(bookings).orderBy(asc(bookings.id)),
    reviews: await db.select().from(reviews).orderBy(asc(reviews.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    checkout: await db.select().from(testCheckoutSessions).orderBy(asc(testCheckoutSessions.id)),
    messages: await db.select().from(messages).orderBy(asc(messages.id)),
    auctions: await db.select().from(auctions).orderBy(asc(auctions.id)),
    bids: await db.select().from(bids).orderBy(asc(bids.id)),
  };
  return JSON.stringify(rows);
}
