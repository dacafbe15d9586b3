import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bookingMessages, tripMessages, wallClockToInstant } from '@wayfare/common';
import { bookingChanges, bookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { bookingBody, postBooking, wallClock } from '../../test/booking-kit';
import { changeBody, createFlatStage, postChange } from '../../test/change-kit';
import { createBooking, createUser, type TestUser } from '../../test/factories';

/**
 * A change races the other writers of its car's slots (docs/product/bookings-and-payments.md#changing-a-booking):
 * exactly one wins. On PGlite the requests serialise (one connection), so this proves the rule only; with
 * TEST_DATABASE_URL (PostgreSQL) they truly race.
 */
const TZ = 'Europe/Berlin';
let t: TestApp;
let customer: TestUser;
let rivals: TestUser[];

const RIVALS = 6;
const ROUNDS = inject('testDatabase').driver === 'pg' ? 10 : 3;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://shop.test', APP_TIMEZONE: TZ });
  customer = await createUser(t.app);
  rivals = await Promise.all(Array.from({ length: RIVALS }, () => createUser(t.app)));
});
afterAll(() => t.close());

const errorOf = (response: { json(): unknown }) => (response.json() as { errors: { error: string }[] }).errors[0];

describe('a change under contention', () => {
  it(
    `a change and ${RIVALS} bookings of the same new slot: exactly one wins, ${ROUNDS} times over`,
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { from, to, car } = await createFlatStage(t.app);
        const day = 300 + round * 10;
        // The customer's Paid trip goes out and comes back to the car's city, so the new slot is free for anyone.
        const own = await createBooking(t.app, {
          carId: car.id,
          userId: customer.user.id,
          startAt: wallClockToInstant(wallClock(day, 10), TZ),
          endAt: wallClockToInstant(wallClock(day + 1, 10), TZ),
          totalPrice: 60,
        });
        const slot = {
          fromCityId: from.id,
          toCityId: to.id,
          start: wallClock(day + 3, 10),
          end: wallClock(day + 4, 10),
        };
        const bodies = await Promise.all(rivals.map((rival) => bookingBody(t.app, rival, { carId: car.id, ...slot })));
        const responses = await Promise.all([
          postChange(t.app, customer, own.id, changeBody(slot)),
          ...rivals.map((rival, i) => postBooking(t.app, rival, bodies[i])),
        ]);
        const codes = responses.map((r) => r.statusCode);
        expect(
          codes.filter((c) => c === 200),
          JSON.stringify(codes),
        ).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(RIVALS);
        for (const loser of responses.filter((r) => r.statusCode === 409))
          expect(errorOf(loser)?.error).toBe(bookingMessages.unavailable);

        const live = await t.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.carId, car.id), ne(bookings.status, 'Canceled')));
        const changeWon = codes[0] === 200;
        // The change moved the customer's trip, or the rival holds the slot and the customer keeps the old trip.
        expect(live).toHaveLength(changeWon ? 1 : 2);
        // A rival who won is made Paid, so that winning several rounds never meets the cap on unpaid bookings.
        await t.db
          .update(bookings)
          .set({ status: 'Paid' })
          .where(and(eq(bookings.carId, car.id), eq(bookings.status, 'Unpaid')));
        const [moved] = await t.db.select().from(bookings).where(eq(bookings.id, own.id));
        expect(moved?.startAt).toEqual(wallClockToInstant(changeWon ? slot.start : wallClock(day, 10), TZ));
        expect(moved?.status).toBe('Paid');
      }
    },
  );

  it('two parallel changes of one booking: one waits for its payment, the other is refused', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const own = await createBooking(t.app, {
      carId: car.id,
      userId: customer.user.id,
      startAt: wallClockToInstant(wallClock(400, 10), TZ),
      endAt: wallClockToInstant(wallClock(401, 10), TZ),
      totalPrice: 60,
    });
    // Both cost more than the 60 paid, so each would hold its slot until paid.
    const longer = (days: number) =>
      changeBody({ fromCityId: from.id, toCityId: to.id, start: wallClock(403, 10), end: wallClock(403 + days, 10) });
    const responses = await Promise.all([
      postChange(t.app, customer, own.id, longer(2)),
      postChange(t.app, customer, own.id, longer(3)),
    ]);
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409);
    expect(loser && errorOf(loser)?.error).toBe(tripMessages.changePending);
    const changes = await t.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, own.id));
    expect(changes.map((c) => c.status)).toEqual(['pending']);
  });
});
