import { and, count, eq, gt, min } from 'drizzle-orm';
import {
  BOOKING_RATE_LIMIT,
  BOOKING_RATE_WINDOW_MINUTES,
  MAX_UNPAID_BOOKINGS,
  MINIMUM_AGE_YEARS,
  bookingMessages,
  latestBirthDateForAge,
  messages,
  tooManyUnpaidText,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookingChanges, users } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../lib/app-error';

const WINDOW_MS = BOOKING_RATE_WINDOW_MINUTES * 60_000;

/**
 * What a customer must be and must not have done before a car is held for them, checked inside the booking's
 * transaction with their user row locked: their bookings are made one at a time, so ten fired at once cannot all
 * pass the counts below before any of them is written.
 * - an adult with a known birth date (an account made by Google sign-in has none until the profile gets one);
 * - at most BOOKING_RATE_LIMIT bookings made within the window (canceled ones count: book-and-cancel churn is
 *   what the limit is for), else 429 with Retry-After;
 * - at most MAX_UNPAID_BOOKINGS Unpaid bookings and waiting changes at once, so one account cannot keep a whole
 *   city's fleet on hold.
 * Counts use the booking's own clock (`now`, the `created_at` written), so tests that move the clock see the same.
 */
export async function admitCustomer(tx: Db, userId: number, now: Date): Promise<void> {
  const [user] = await tx.select({ birthDate: users.birthDate }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND', messages.http.notFound);
  if (!user.birthDate) throw new AppError('CONFLICT', bookingMessages.birthDateMissing, 'birthDate');
  if (user.birthDate > latestBirthDateForAge(MINIMUM_AGE_YEARS, now)) {
    throw new AppError('CONFLICT', messages.register.underage, 'birthDate');
  }

  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const [recent] = await tx
    .select({ made: count(), oldest: min(bookings.createdAt) })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), gt(bookings.createdAt, windowStart)));
  if (recent && recent.made >= BOOKING_RATE_LIMIT) {
    // Not exact when more than the limit are in the window (they cannot be, but a clock moved back could): the
    // oldest leaving the window is when a booking may be tried again at the earliest.
    const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - now.getTime()) / 1000));
    throw new AppError('TOO_MANY_REQUESTS', bookingMessages.tooManyBookings, undefined, {
      'retry-after': String(retryAfter),
    });
  }

  await checkUnpaidHolds(tx, userId);
}

/**
 * What a customer holds without having paid: Unpaid bookings, and changes of Paid bookings waiting for their
 * difference (each holds a second trip). Call with the user's row locked, as every path that adds one does.
 */
async function checkUnpaidHolds(tx: Db, userId: number): Promise<void> {
  const [unpaid] = await tx
    .select({ held: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'Unpaid')));
  const [waiting] = await tx
    .select({ held: count() })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.userId, userId), eq(bookingChanges.status, 'pending')));
  if ((unpaid?.held ?? 0) + (waiting?.held ?? 0) >= MAX_UNPAID_BOOKINGS)
    throw new AppError('CONFLICT', tooManyUnpaidText);
}

/**
 * Before a change of a Paid booking holds a second trip until its difference is paid
 * (docs/product/bookings-and-payments.md#changing-a-booking): it counts towards the customer's unpaid holds. Locks
 * the user's row as `admitCustomer` does, so a booking and a change made at once cannot both take the last place.
 */
export async function admitUnpaidChange(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await checkUnpaidHolds(tx, userId);
}
