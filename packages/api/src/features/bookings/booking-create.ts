import { bookingMessages, bookingTotal, type CreateBookingBody } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookingConflict, costLinesOf } from '../../domain/booking-hold';
import { recordPlanUse, takePlanUse } from '../../domain/plan-discounts';
import { AppError } from '../../lib/app-error';
import { quoteTrip } from './booking-quote';
import { holdCar } from './car-hold';

const toCents = (euro: number) => Math.round(euro * 100);

/**
 * `POST /api/bookings`: an Unpaid booking that holds the car. One transaction takes the customer's plan use, prices
 * the trip with it, checks the customer and the car, and writes the booking, so a use is never taken without its
 * booking nor given to two. The client's total is only compared, never stored: the stored price is the server's own.
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
  const trip = {
    carId: body.carId,
    fromCityId: body.fromCityId,
    toCityId: body.toCityId,
    startAt: body.startDateTime,
    endAt: body.endDateTime,
    coverage: body.coverage,
  };

  try {
    return await db.transaction(async (tx) => {
      const plan = await takePlanUse(tx, userId);
      const quote = await quoteTrip(tx, timeZone, trip, plan);
      if (quote.startAt <= now) throw new AppError('BAD_REQUEST', bookingMessages.startInPast, 'startDateTime');
      const totalPrice = bookingTotal(quote.cost, body.coverage, body.deliveryAddress !== undefined);
      // Compared in whole cents: "differs by more than a cent" must not depend on binary float noise. A total priced
      // with a plan use that a parallel booking has just taken lands here too: the customer sees the new price.
      if (Math.abs(toCents(totalPrice) - toCents(body.totalPrice)) > 1) {
        throw new AppError('CONFLICT', bookingMessages.priceChanged, 'totalPrice');
      }
      const bookingId = await holdCar(tx, {
        userId,
        carId: body.carId,
        fromCityId: body.fromCityId,
        toCityId: body.toCityId,
        startAt: quote.startAt,
        endAt: quote.endAt,
        coverage: body.coverage,
        distance: quote.distance,
        totalPrice,
        deliveryAddress: body.deliveryAddress,
        costLines: costLinesOf(quote.cost, body.deliveryAddress !== undefined),
        now,
      });
      if (plan) await recordPlanUse(tx, bookingId, plan);
      return { bookingId };
    });
  } catch (error) {
    throw bookingConflict(error);
  }
}
