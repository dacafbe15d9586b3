import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@wayfare/common';
import { bookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { bookingBody, createTripStage, postBooking, wallClock } from './booking-test-kit';

/**
 * DESIGN §9: parallel bookings of one car for overlapping times → exactly one wins. On PGlite the requests
 * serialise (one connection), so this proves the rule only; with TEST_DATABASE_URL they truly race.
 */
let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const PARALLEL = 50;
const ROUNDS = 20;

describe('POST /api/bookings under contention', () => {
  it(`lets exactly one of ${PARALLEL} parallel bookings of the same car win, ${ROUNDS} times over`, { timeout: 120_000 }, async () => {
    const { from, to, car } = await createTripStage(t.app);
    // Same duration and distance every round, so one price fits all; the car goes out and comes back.
    const outbound = await bookingBody(t.app, customer, { carId: car.id, fromCityId: from.id, toCityId: to.id, start: wallClock(0, 8), end: wallClock(0, 20) });
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
      const racers = Array.from({ length: PARALLEL }, (_, i) =>
        postBooking(t.app, customer, i % 2 === 0 ? body : { ...body, startDateTime: wallClock(round, 10), endDateTime: wallClock(round, 22) }),
      );
      const responses = await Promise.all(racers);
      const codes = responses.map((r) => r.statusCode);
      // The shifted window has the same hour count, so both prices match and only availability decides.
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(PARALLEL - 1);
      for (const loser of responses.filter((r) => r.statusCode === 409)) {
        expect(loser.json()).toEqual({ errors: [{ error: bookingMessages.unavailable }] });
      }
    }
    const live = await t.db.select().from(bookings).where(and(eq(bookings.carId, car.id), ne(bookings.status, 'Canceled')));
    expect(live).toHaveLength(ROUNDS);
  });
});
