import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES, type Car } from '@wayfare/common';
import { bookings, cars } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { bookingBody, createTripStage, postBooking, wallClock } from '../../test/booking-kit';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking, createUser, type TestUser } from '../../test/factories';
import { runJobsOnce, startScheduler } from '../../scheduler';
import { bookingLifecycleJob } from './booking-lifecycle';

let t: TestApp;
let customer: TestUser;
const canceled: DomainEvents['bookingCanceled'][] = [];
const paid: DomainEvents['bookingPaid'][] = [];

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'Europe/Berlin' });
  customer = await createUser(t.app);
  t.app.events.subscribe('bookingCanceled', (e) => void canceled.push(e));
  t.app.events.subscribe('bookingPaid', (e) => void paid.push(e));
});
afterAll(() => t.close());

const MINUTE = 60_000;
const statusOf = async (id: number) =>
  (await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.s;
const tick = (at: Date) => runJobsOnce(t.db, t.app.events, at, [bookingLifecycleJob]);

describe('booking lifecycle', () => {
  it(`cancels an Unpaid booking after ${HOLD_MINUTES} minutes, and a search offers the car again`, async () => {
    const { from, to, car } = await createTripStage(t.app);
    const trip = {
      carId: car.id,
      fromCityId: from.id,
      toCityId: to.id,
      start: wallClock(40, 9),
      end: wallClock(41, 9),
    };
    const created = await postBooking(t.app, customer, await bookingBody(t.app, customer, trip));
    const { bookingId } = created.json<{ bookingId: number }>();
    const search = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cars/availableCars',
          payload: { fromCity: from.id, toCity: to.id, fromDateTime: trip.start, toDateTime: trip.end },
        })
      )
        .json<Car[]>()
        .map((c) => c.id);
    expect(await search()).not.toContain(car.id);

    const createdAt = Date.now();
    await tick(new Date(createdAt + (HOLD_MINUTES - 1) * MINUTE));
    expect(await statusOf(bookingId)).toBe('Unpaid');
    await tick(new Date(createdAt + (HOLD_MINUTES + 1) * MINUTE));
    expect(await statusOf(bookingId)).toBe('Canceled');
    expect(canceled).toContainEqual({ bookingId, userId: customer.user.id, wasPaid: false, refund: 0 });
    expect(await search()).toContain(car.id);
    // A second tick changes nothing and announces nothing again.
    await tick(new Date(createdAt + (HOLD_MINUTES + 2) * MINUTE));
    expect(canceled.filter((e) => e.bookingId === bookingId)).toHaveLength(1);
  });

  it('moves Paid → Active at start and Active → Finished at end; the car then stands in the drop-off city', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const start = new Date(Date.now() + 60 * MINUTE);
    const end = new Date(start.getTime() + 120 * MINUTE);
    const booking = await createBooking(t.app, {
      carId: car.id,
      startCityId: from.id,
      endCityId: to.id,
      startAt: start,
      endAt: end,
      status: 'Paid',
    });
    await tick(new Date(start.getTime() - MINUTE));
    expect(await statusOf(booking.id)).toBe('Paid');
    await tick(start);
    expect(await statusOf(booking.id)).toBe('Active');
    await tick(new Date(end.getTime() - MINUTE));
    expect(await statusOf(booking.id)).toBe('Active');
    await tick(end);
    expect(await statusOf(booking.id)).toBe('Finished');
    const [moved] = await t.db.select({ cityId: cars.cityId }).from(cars).where(eq(cars.id, car.id));
    expect(moved?.cityId).toBe(to.id);
  });

  it('finishes in one tick a Paid trip that started and ended while the scheduler was down', async () => {
    const { from, to, car } = await createTripStage(t.app);
    const start = new Date(Date.now() + 10 * MINUTE);
    const booking = await createBooking(t.app, {
      carId: car.id,
      startCityId: from.id,
      endCityId: to.id,
      startAt: start,
      endAt: new Date(start.getTime() + MINUTE),
    });
    await tick(new Date(start.getTime() + 10 * MINUTE));
    expect(await statusOf(booking.id)).toBe('Finished');
  });

  it('makes a booking Paid on paymentConfirmed, once, and publishes bookingPaid once', async () => {
    const booking = await createBooking(t.app, { status: 'Unpaid', userId: customer.user.id });
    const event = {
      paymentId: 1,
      kind: 'booking' as const,
      userId: customer.user.id,
      bookingId: booking.id,
      discountPlanId: null,
    };
    await t.app.events.publish('paymentConfirmed', event);
    await t.app.events.publish('paymentConfirmed', event);
    expect(await statusOf(booking.id)).toBe('Paid');
    expect(paid.filter((e) => e.bookingId === booking.id)).toEqual([
      { bookingId: booking.id, userId: customer.user.id },
    ]);
    // Other kinds are not about bookings.
    const other = await createBooking(t.app, { status: 'Unpaid' });
    await t.app.events.publish('paymentConfirmed', { ...event, kind: 'damage_charge', bookingId: other.id });
    expect(await statusOf(other.id)).toBe('Unpaid');
  });
});

describe('late and parallel', () => {
  it('neither pays nor cancels again a booking whose money arrives after it expired (payments refunds it)', async () => {
    const booking = await createBooking(t.app, { status: 'Canceled', userId: customer.user.id });
    await t.app.events.publish('paymentConfirmed', {
      paymentId: 2,
      kind: 'booking',
      userId: customer.user.id,
      bookingId: booking.id,
      discountPlanId: null,
    });
    expect(await statusOf(booking.id)).toBe('Canceled');
    // No second cancellation e-mail; the refund itself is tested with real money in payments/refunds.test.ts.
    expect(canceled.filter((e) => e.bookingId === booking.id)).toEqual([]);
    expect(paid.filter((e) => e.bookingId === booking.id)).toEqual([]);
  });

  it('moves each booking once when two instances tick at the same moment', async () => {
    const booking = await createBooking(t.app, { status: 'Unpaid', userId: customer.user.id });
    const at = new Date(Date.now() + (HOLD_MINUTES + 1) * MINUTE);
    await Promise.all([tick(at), tick(at), tick(at)]);
    expect(await statusOf(booking.id)).toBe('Canceled');
    expect(canceled.filter((e) => e.bookingId === booking.id)).toHaveLength(1);
  });
});

describe('startScheduler', () => {
  it('ticks on its own while the app runs and stops on close', async () => {
    const own = await createTestApp();
    const future = () => new Date(Date.now() + (HOLD_MINUTES + 5) * MINUTE);
    startScheduler(own.app, { intervalMs: 20, now: future });
    const booking = await createBooking(own.app, { status: 'Unpaid' });
    await own.app.ready();
    await expect
      .poll(
        async () =>
          (await own.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, booking.id)))[0]?.s,
      )
      .toBe('Canceled');
    await own.close();
  });
});
