import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createBooking } from '../../test/factories';
import { BOOKING_TRANSITIONS, isAllowedMove, moveBooking, type BookingMove } from './booking-transitions';

let t: TestApp;
/** One booking in each status, each of its own car. */
const bookingIn = {} as Record<BookingStatus, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const status of BOOKING_STATUSES) bookingIn[status] = (await createBooking(t.app, { status })).id;
});
afterAll(() => t.close());

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always rolled back, so every case starts from the same bookings. */
async function inRolledBack<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await t.db
    .transaction(async (tx) => {
      result = await work(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}

const statusOf = async (tx: Db, id: number) =>
  (await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

const EVENTS = [...new Set(BOOKING_TRANSITIONS.map((row) => row.event))];
const EVERY_MOVE: BookingMove[] = EVENTS.flatMap((event) =>
  BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => ({ event, from, to }))),
);

describe('booking status transitions (docs/product/bookings-and-payments.md#lifecycle)', () => {
  it.each(BOOKING_TRANSITIONS.map((row) => [row.event, row.from, row.to] as const))(
    '%s moves a booking from %s to %s, once',
    async (event, from, to) => {
      const outcome = await inRolledBack(async (tx) => {
        const first = await moveBooking(tx, bookingIn[from], { event, from, to });
        const status = await statusOf(tx, bookingIn[from]);
        const again = await moveBooking(tx, bookingIn[from], { event, from, to });
        return { first, status, again };
      });
      // The second attempt finds the booking no longer in `from` (unless the move leaves it there).
      expect(outcome).toEqual({ first: true, status: to, again: false });
    },
  );

  it.each(BOOKING_TRANSITIONS.map((row) => [row.event, row.from, row.to] as const))(
    '%s (%s → %s) leaves a booking in any other status as it is',
    async (event, from, to) => {
      for (const status of BOOKING_STATUSES.filter((other) => other !== from)) {
        const outcome = await inRolledBack(async (tx) => ({
          moved: await moveBooking(tx, bookingIn[status], { event, from, to }),
          status: await statusOf(tx, bookingIn[status]),
        }));
        expect(outcome, `booking in ${status}`).toEqual({ moved: false, status });
      }
    },
  );

  it('refuses every other move, before the database is asked', async () => {
    const refused = EVERY_MOVE.filter((move) => !isAllowedMove(move));
    expect(refused).toHaveLength(EVERY_MOVE.length - BOOKING_TRANSITIONS.length);
    for (const move of refused) {
      await expect(
        inRolledBack((tx) => moveBooking(tx, bookingIn[move.from], move)),
        `${move.event}: ${move.from} → ${move.to}`,
      ).rejects.toThrow(`A booking cannot go from ${move.from} to ${move.to} on ${move.event}`);
    }
    for (const status of BOOKING_STATUSES) expect(await statusOf(t.db, bookingIn[status])).toBe(status);
  });

  it('never moves a Canceled booking but to write a change back, and nothing reaches Unpaid otherwise', () => {
    const rows: readonly BookingMove[] = BOOKING_TRANSITIONS;
    const revivals = rows.filter((row) => row.from === 'Canceled' || row.to === 'Unpaid');
    expect(revivals.every((row) => row.event === 'changeWritten')).toBe(true);
  });
});
