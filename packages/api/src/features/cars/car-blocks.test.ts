import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockMessages, bookingMessages, type CarBlock, type FleetCalendar, wallClockToInstant } from '@wayfare/common';
import { isExclusionViolation } from '../../db/errors';
import { bookings, carBlocks } from '../../db/schema';
import { blockKit, oneDayBody } from '../../test/block-kit';
import { createTestApp, type TestApp } from '../../test/app';
import { wallClock } from '../../test/booking-kit';
import { bookPaid, bookUnpaid, changeBody, createFlatStage, postChange } from '../../test/change-kit';
import { createAdmin, createBooking, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const TZ = 'Europe/Berlin';
const { postBlock, listBlocks, deleteBlock, blockOk, offered, priceOf } = blockKit(() => ({ app: t.app, admin }));

describe('POST /api/cars/{id}/blocks', () => {
  it('takes the car off the road: listed with its author, and in the fleet calendar', async () => {
    const { car } = await createFlatStage(t.app);
    const block = await blockOk(car.id, wallClock(200, 8), wallClock(202, 18), '  Brake pads  ');
    expect(block).toEqual({
      id: expect.any(Number),
      carId: car.id,
      startDateTime: wallClock(200, 8),
      endDateTime: wallClock(202, 18),
      reason: 'Brake pads',
      ended: false,
      createdBy: { id: admin.user.id, name: admin.user.name },
      createdAt: expect.any(String),
    });
    expect((await listBlocks(car.id)).json()).toEqual([block]);
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/fleet/calendar?from=${wallClock(199, 0).slice(0, 10)}&to=${wallClock(205, 0).slice(0, 10)}`,
      headers: admin.headers,
    });
    expect(calendar.json<FleetCalendar>().blocks).toContainEqual({
      id: block.id,
      carId: car.id,
      startDateTime: block.startDateTime,
      endDateTime: block.endDateTime,
      reason: 'Brake pads',
    });
  });

  it('hides the blocked period from search, calculate-cost, booking and change; the days around it stay bookable', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    await blockOk(car.id, wallClock(210, 8), wallClock(212, 8));
    const inside = { fromCityId: from.id, toCityId: to.id, start: wallClock(211, 10), end: wallClock(212, 10) };
    const across = { fromCityId: from.id, toCityId: to.id, start: wallClock(209, 10), end: wallClock(210, 10) };
    const before = { fromCityId: from.id, toCityId: to.id, start: wallClock(208, 8), end: wallClock(209, 8) };
    const after = { fromCityId: from.id, toCityId: to.id, start: wallClock(212, 8), end: wallClock(213, 8) };

    for (const trip of [inside, across]) {
      expect(await offered(from.id, to.id, trip.start, trip.end)).not.toContain(car.id);
      const price = await priceOf(customer, car.id, trip);
      expect(price.statusCode).toBe(409);
      expect(price.json()).toEqual({ errors: [{ error: bookingMessages.unavailable }] });
      const booking = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: customer.headers,
        payload: oneDayBody(customer, car.id, trip),
      });
      expect(booking.statusCode).toBe(409);
      expect(booking.json()).toEqual({ errors: [{ error: bookingMessages.unavailable }] });
    }
    // A block leaves the car where it stands: a trip may end as the block starts and start as it ends, anywhere.
    expect(await offered(from.id, to.id, before.start, before.end)).toContain(car.id);
    expect(await offered(from.id, to.id, after.start, after.end)).toContain(car.id);

    // A booking made before the block cannot be moved into it.
    const bookingId = await bookPaid(t.app, customer, car.id, {
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(220, 10),
      end: wallClock(221, 10),
    });
    const moved = await postChange(t.app, customer, bookingId, changeBody(inside, 60));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ errors: [{ error: bookingMessages.unavailable }] });
  });

  it('does not move the car: a booking before the block still strands nobody after it', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const customer = await createUser(t.app);
    // A trip back from `to` after the block: the car must get to `to` first, whatever the block.
    await bookUnpaid(t.app, customer, car.id, {
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(230, 8),
      end: wallClock(231, 8),
    });
    await bookUnpaid(t.app, customer, car.id, {
      fromCityId: to.id,
      toCityId: from.id,
      start: wallClock(240, 8),
      end: wallClock(241, 8),
    });
    await blockOk(car.id, wallClock(235, 8), wallClock(236, 8));
    // Between the two trips the car stands in `to`, before the block and after it.
    expect(await offered(to.id, from.id, wallClock(233, 8), wallClock(234, 8))).not.toContain(car.id);
    expect(await offered(from.id, to.id, wallClock(233, 8), wallClock(234, 8))).not.toContain(car.id);
    expect(await offered(to.id, from.id, wallClock(237, 8), wallClock(238, 8))).not.toContain(car.id);

    // Nor does it pin the car: with nothing after the block, a one-way trip may end before it, in another city.
    const stage = await createFlatStage(t.app);
    await blockOk(stage.car.id, wallClock(235, 8), wallClock(236, 8));
    expect(await offered(stage.from.id, stage.to.id, wallClock(233, 8), wallClock(234, 8))).toContain(stage.car.id);
    expect(await offered(stage.from.id, stage.to.id, wallClock(236, 8), wallClock(237, 8))).toContain(stage.car.id);
  });

  it('refuses a period over live bookings with 409 naming them; canceled ones do not count', async () => {
    const { from, to, car } = await createFlatStage(t.app);
    const customer = await createUser(t.app);
    const first = await bookUnpaid(t.app, customer, car.id, {
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(250, 8),
      end: wallClock(251, 8),
    });
    const second = await bookUnpaid(t.app, customer, car.id, {
      fromCityId: to.id,
      toCityId: from.id,
      start: wallClock(252, 8),
      end: wallClock(253, 8),
    });
    const canceled = await createBooking(t.app, {
      carId: car.id,
      startCityId: from.id,
      endCityId: from.id,
      startAt: wallClockToInstant(wallClock(254, 8), TZ),
      endAt: wallClockToInstant(wallClock(255, 8), TZ),
      status: 'Canceled',
    });
    const response = await postBlock(car.id, {
      startDateTime: wallClock(250, 12),
      endDateTime: wallClock(256, 8),
      reason: 'Repair',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [
        {
          error: `Car has bookings in this period: #${first}, #${second}`,
          field: 'startDateTime',
          bookingIds: [first, second],
        },
      ],
    });
    expect(blockMessages.overlapsBookings([first, second])).toBe(
      `Car has bookings in this period: #${first}, #${second}`,
    );
    expect((await listBlocks(car.id)).json()).toEqual([]);
    // Around the canceled one only: allowed.
    await blockOk(car.id, wallClock(254, 0), wallClock(255, 20));
    expect(canceled.status).toBe('Canceled');
  });

  it('refuses a second block over the first, and the database refuses any overlap written by hand', async () => {
    const { from, car } = await createFlatStage(t.app);
    const block = await blockOk(car.id, wallClock(260, 8), wallClock(262, 8));
    const again = await postBlock(car.id, {
      startDateTime: wallClock(261, 8),
      endDateTime: wallClock(263, 8),
      reason: 'Tyres',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].error).toBe(blockMessages.overlapsBlock);
    // Back to back is fine: [start, end) periods.
    await blockOk(car.id, wallClock(262, 8), wallClock(262, 12));

    // Whoever writes it, a live booking over a block ends at car_occupancy_excl, and so does reviving a canceled one.
    const overlapping = {
      carId: car.id,
      startCityId: from.id,
      endCityId: from.id,
      startAt: wallClockToInstant(wallClock(261, 0), TZ),
      endAt: wallClockToInstant(wallClock(261, 4), TZ),
    };
    const error = await createBooking(t.app, overlapping).catch((e: unknown) => e);
    expect(isExclusionViolation(error, 'car_occupancy_excl')).toBe(true);
    const dormant = await createBooking(t.app, { ...overlapping, status: 'Canceled' });
    const revived = await t.db
      .update(bookings)
      .set({ status: 'Unpaid' })
      .where(eq(bookings.id, dormant.id))
      .catch((e: unknown) => e);
    expect(isExclusionViolation(revived, 'car_occupancy_excl')).toBe(true);
    const byHand = await t.db
      .insert(carBlocks)
      .values({
        carId: car.id,
        startAt: wallClockToInstant(wallClock(261, 0), TZ),
        endAt: wallClockToInstant(wallClock(261, 1), TZ),
        reason: 'x',
      })
      .catch((e: unknown) => e);
    expect(isExclusionViolation(byHand, 'car_occupancy_excl')).toBe(true);
    expect((await listBlocks(car.id)).json<CarBlock[]>().map((b) => b.id)).toContain(block.id);
  });

  it('checks its input: a reason, an end after the start and in the future, at most 90 days; 404 for a car not on the road', async () => {
    const { car } = await createFlatStage(t.app);
    const cases: Array<[object, string]> = [
      [
        { startDateTime: wallClock(270, 8), endDateTime: wallClock(271, 8), reason: '   ' },
        blockMessages.reasonRequired,
      ],
      [
        { startDateTime: wallClock(270, 8), endDateTime: wallClock(271, 8), reason: 'x'.repeat(201) },
        blockMessages.reasonTooLong,
      ],
      [
        { startDateTime: wallClock(271, 8), endDateTime: wallClock(270, 8), reason: 'Service' },
        blockMessages.endBeforeStart,
      ],
      [{ startDateTime: wallClock(270, 8), endDateTime: wallClock(361, 8), reason: 'Service' }, blockMessages.tooLong],
      [
        { startDateTime: '2020-01-01T08:00:00', endDateTime: '2020-01-02T08:00:00', reason: 'Service' },
        blockMessages.alreadyOver,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await postBlock(car.id, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors.map((e: { error: string }) => e.error)).toContain(message);
    }
    const unknown = await postBlock(2_000_000_000, {
      startDateTime: wallClock(270, 8),
      endDateTime: wallClock(271, 8),
      reason: 'Service',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await listBlocks(2_000_000_000)).statusCode).toBe(404);
  });

  it('is for administrators only: 401 without a token, 403 for a customer, nothing written', async () => {
    const { car } = await createFlatStage(t.app);
    const body = { startDateTime: wallClock(280, 8), endDateTime: wallClock(281, 8), reason: 'Service' };
    expect((await t.app.inject({ method: 'POST', url: `/api/cars/${car.id}/blocks`, payload: body })).statusCode).toBe(
      401,
    );
    expect((await postBlock(car.id, body, customer)).statusCode).toBe(403);
    expect((await listBlocks(car.id, customer)).statusCode).toBe(403);
    const block = await blockOk(car.id, body.startDateTime, body.endDateTime);
    expect((await deleteBlock(car.id, block.id, customer)).statusCode).toBe(403);
    expect((await listBlocks(car.id)).json()).toHaveLength(1);
  });
});
