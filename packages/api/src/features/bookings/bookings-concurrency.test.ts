import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingMessages } from '@wayfare/common';
import { bookings, carStays, type BookingRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createCar, createUser, type TestUser } from '../../test/factories';
import { bookingBody, createTripStage, postBooking, wallClock } from '../../test/booking-kit';

/**
 * Parallel bookings of one car for overlapping times → exactly one wins
 * (docs/product/search-and-availability.md#no-overlap). On PGlite the requests serialise (one connection), so this
 * proves the rule only; with TEST_DATABASE_URL they truly race.
 */
let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const PARALLEL = 50;
// PGlite has one connection, so its rounds prove the rule but race nothing: a few are enough there.
const ROUNDS = inject('testDatabase').driver === 'pg' ? 20 : 5;

describe('POST /api/bookings under contention', () => {
  it(
    `lets exactly one of ${PARALLEL} parallel bookings of the same car win, ${ROUNDS} times over`,
    { timeout: 120_000 },
    async () => {
      const { from, to, car } = await createTripStage(t.app);
      // Fifty different customers: one customer's own bookings queue up behind each other (their user row is locked
      // while a car is held for them), so only different people truly race for one car.
      const customers = await Promise.all(Array.from({ length: PARALLEL }, () => createUser(t.app)));
      // Same duration and distance every round, so one price fits all; the car goes out and comes back.
      const outbound = await bookingBody(t.app, customer, {
        carId: car.id,
        fromCityId: from.id,
        toCityId: to.id,
        start: wallClock(0, 8),
        end: wallClock(0, 20),
      });
      for (let round = 0; round < ROUNDS; round++) {
        const forth = round % 2 === 0;
        const body = {
          ...outbound,
          fromCityId: forth ? from.id : to.id,
          toCityId: forth ? to.id : from.id,
          fromDate: wallClock(round, 8).slice(0, 10),
          startDateTime: wallClock(round, 8),
          endDateTime: wallClock(round, 20),
        };
        // Half the racers ask for a window shifted by two hours: still overlapping.
        const racers = customers.map((racer, i) => {
          const own = { ...body, userId: racer.user.id };
          return postBooking(
            t.app,
            racer,
            i % 2 === 0 ? own : { ...own, startDateTime: wallClock(round, 10), endDateTime: wallClock(round, 22) },
          );
        });
        const responses = await Promise.all(racers);
        const codes = responses.map((r) => r.statusCode);
        // The shifted window has the same hour count, so both prices match and only availability decides.
        expect(codes.filter((c) => c === 200)).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(PARALLEL - 1);
        for (const loser of responses.filter((r) => r.statusCode === 409)) {
          expect(loser.json()).toEqual({ errors: [{ error: bookingMessages.unavailable }] });
        }
        // Paid, so that a customer who wins several rounds never meets the cap on unpaid bookings.
        const won = responses.find((r) => r.statusCode === 200)?.json<{ bookingId: number }>().bookingId ?? 0;
        await t.db.update(bookings).set({ status: 'Paid' }).where(eq(bookings.id, won));
      }
      const live = await t.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.carId, car.id), ne(bookings.status, 'Canceled')));
      expect(live).toHaveLength(ROUNDS);
    },
  );
});

describe('car stays under contention', () => {
  /** Every car's stays as the triggers left them, then as a rebuild from scratch computes them: they must agree. */
  async function staysNowAndRebuilt(carIds: number[]) {
    const read = () =>
      t.db
        .select()
        .from(carStays)
        .where(inArray(carStays.carId, carIds))
        .orderBy(asc(carStays.carId), sql`${carStays.fromAt} nulls first`);
    const now = await read();
    await t.db.execute(sql`select car_stays_rebuild(array(select id from cars))`);
    return { now, rebuilt: await read() };
  }

  it(
    'stay exact while bookings of the same cars are written and canceled in parallel transactions',
    { timeout: 120_000 },
    async () => {
      const { from, to, car } = await createTripStage(t.app);
      const other = await createCar(t.app, { cityId: from.id });
      const day = (n: number, h: number) => new Date(Date.UTC(2031, 5, 1 + n, h));
      const trip = (carId: number, n: number) =>
        createBooking(t.app, {
          carId,
          userId: customer.user.id,
          startAt: day(n, 8),
          endAt: day(n, 18),
          startCityId: n % 2 ? to.id : from.id,
          endCityId: n % 2 ? from.id : to.id,
        });
      // Five rounds of new trips and cancellations of earlier ones, all at once within a round: each its own
      // transaction on its own connection, most of them rebuilding the same car's stays.
      const written: BookingRow[] = [];
      for (let round = 0; round < 5; round++) {
        const earlier = written.filter((_, i) => i % 3 === round % 3);
        const created = await Promise.all([
          ...Array.from({ length: 12 }, (_, i) => trip(i % 4 === 3 ? other.id : car.id, round * 12 + i)),
          ...earlier.map((b) =>
            t.db
              .update(bookings)
              .set({ status: 'Canceled' })
              .where(eq(bookings.id, b.id))
              .then(() => undefined),
          ),
        ]);
        for (const booking of created) if (booking) written.push(booking);
      }
      const live = await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(inArray(bookings.carId, [car.id, other.id]), ne(bookings.status, 'Canceled')));
      const { now, rebuilt } = await staysNowAndRebuilt([car.id, other.id]);
      // One stay before each live trip, and one after the last of each car.
      expect(now).toHaveLength(live.length + 2);
      expect(now).toEqual(rebuilt);
    },
  );

  it('are rebuilt one transaction at a time: a second writer of the same car waits, then sees the first trip', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const values = (n: number) => ({
      carId: car.id,
      userId: customer.user.id,
      startAt: new Date(Date.UTC(2032, 0, 1 + n, 8)),
      endAt: new Date(Date.UTC(2032, 0, 1 + n, 18)),
      startCityId: from.id,
      endCityId: to.id,
      coverage: 0,
      distance: 10,
      totalPrice: 100,
    });
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => (firstWritten = resolve));
    // The first transaction stays open after its insert (its stays rebuilt, not committed) while the second writes.
    const first = t.db.transaction(async (tx) => {
      await tx.insert(bookings).values(values(0));
      firstWritten();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await written;
    const second = t.db.transaction(async (tx) => {
      await tx.insert(bookings).values(values(2));
    });
    await Promise.all([first, second]);
    const { now, rebuilt } = await staysNowAndRebuilt([car.id]);
    expect(now).toHaveLength(3);
    expect(now).toEqual(rebuilt);
  });
});
