import { bookingMessages, bookingTotal, type CreateBookingBody } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookingConflict, holdCar } from '../../domain/booking-hold';
import { recordPlanUse } from '../../domain/plan-discounts';
import { AppError } from '../../plugins/errors';
import { quoteTrip } from './booking-quote';

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
      const bookingId = await holdCar(tx, {
        userId,
        carId: body.carId,
        fromCityId: body.fromCityId,
        toCityId: body.toCityId,
        start: quote.start,
        end: quote.end,
        coverage: body.coverage,
        distance: quote.distance,
        totalPrice,
        deliveryAddress: body.deliveryAddress,
        now,
      });
      if (quote.plan) await recordPlanUse(tx, bookingId, quote.plan);
      return { bookingId };
    });
  } catch (error) {
    throw bookingConflict(error);
  }
}
