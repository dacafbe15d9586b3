import { eq } from 'drizzle-orm';
import { bookingMessages, bookingTotal, type CreateBookingBody } from '@wayfare/common';
import type { Db } from '../../db/client';
import { isExclusionViolation } from '../../db/errors';
import { bookings, cars } from '../../db/schema';
import { findAvailableCarIds } from '../../domain/availability';
import { recordPlanUse } from '../../domain/plan-discounts';
import { AppError } from '../../plugins/errors';
import { quoteTrip } from './booking-quote';

const unavailable = () => new AppError('CONFLICT', bookingMessages.unavailable);
const toCents = (euro: number) => Math.round(euro * 100);

/**
 * `POST /api/bookings`: an Unpaid booking that holds the car (DESIGN §6). The client's total is only compared,
 * never stored: the stored price is the server's own.
 */
export async function createBooking(
  db: Db,
  timeZone: string,
  userId: number,
  body: CreateBookingBody,
  now: Date,
): Promise<{ bookingId: number }> {
  // The token decides who books; a body naming someone else is refused rather than silently corrected.
  if (body.userId !== userId) throw new AppError('FORBIDDEN', bookingMessages.notYours);
  const quote = await quoteTrip(db, timeZone, userId, {
    carId: body.carId,
    fromCityId: body.fromCityId,
    toCityId: body.toCityId,
    fromDateTime: body.startDateTime,
    toDateTime: body.endDateTime,
    coverage: body.coverage,
  });
  if (quote.start <= now) throw new AppError('BAD_REQUEST', bookingMessages.startInPast, 'startDateTime');
  const totalPrice = bookingTotal(quote.cost, body.coverage, body.deliveryAddress !== undefined);
  // Compared in whole cents: "differs by more than a cent" must not depend on binary float noise.
  if (Math.abs(toCents(totalPrice) - toCents(body.totalPrice)) > 1) {
    throw new AppError('CONFLICT', bookingMessages.priceChanged, 'totalPrice');
  }

  try {
    return await db.transaction(async (tx) => {
      // Bookings of one car are serialised on its row: the exclusion constraint alone stops overlaps, but the
      // "car is there / nobody stranded" parts of the rule span several rows and need the check and insert to be
      // one step. Two customers booking different cars never wait for each other.
      await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, body.carId)).for('update');
      const free = await findAvailableCarIds(tx, {
        fromCityId: body.fromCityId,
        toCityId: body.toCityId,
        start: quote.start,
        end: quote.end,
        featureIds: [],
        carIds: [body.carId],
      });
      if (!free.includes(body.carId)) throw unavailable();
      const [row] = await tx
        .insert(bookings)
        .values({
          userId,
          carId: body.carId,
          startCityId: body.fromCityId,
          endCityId: body.toCityId,
          startAt: quote.start,
          endAt: quote.end,
          status: 'Unpaid',
          coverage: body.coverage,
          distance: quote.distance,
          totalPrice,
          deliveryAddress: body.deliveryAddress ?? null,
          createdAt: now,
        })
        .returning({ id: bookings.id });
      if (!row) throw new Error('insert into bookings returned no row');
      if (quote.plan) await recordPlanUse(tx, row.id, quote.plan);
      return { bookingId: row.id };
    });
  } catch (error) {
    // A race the row lock did not see (e.g. a booking written by another path): the database has the last word.
    if (isExclusionViolation(error)) throw unavailable();
    throw error;
  }
}
