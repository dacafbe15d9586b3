import { and, eq, inArray } from 'drizzle-orm';
import { endCity, joinTrip, startCity } from '../db/booking-trips';
import type { Db } from '../db/client';
import { emailIs } from '../db/email';
import { bookings, cars, payments, reviews, users } from '../db/schema';

/**
 * Runs after the past-bookings step: every past trip of the demo customer gets its paid booking payment, and every
 * Rated one its review, where they are missing (the past-bookings step writes both today, so this is usually a
 * no-op; it keeps the demo consistent if that step changes). Without the customer or the trips it does nothing.
 */
export async function seedPastPayments(db: Db): Promise<void> {
  const [customer] = await db.select({ id: users.id }).from(users).where(emailIs('customer@example.com'));
  if (!customer) return;
  const fields = db.select({
    id: bookings.id,
    carId: bookings.carId,
    status: bookings.status,
    totalPrice: bookings.totalPrice,
    createdAt: bookings.createdAt,
    make: cars.make,
    model: cars.model,
    from: startCity.name,
    to: endCity.name,
    paymentId: payments.id,
    reviewId: reviews.id,
  });
  const past = await joinTrip(fields.from(bookings).$dynamic())
    .leftJoin(payments, and(eq(payments.bookingId, bookings.id), eq(payments.kind, 'booking')))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(and(eq(bookings.userId, customer.id), inArray(bookings.status, ['Finished', 'Rated'])));

  for (const trip of past) {
    if (trip.paymentId === null) {
      const paidAt = new Date(trip.createdAt.getTime() + 600_000);
      await db
        .insert(payments)
        .values({
          userId: customer.id,
          kind: 'booking',
          bookingId: trip.id,
          description: `Booking #${trip.id}: ${trip.make} ${trip.model}, ${trip.from} → ${trip.to}`,
          amount: trip.totalPrice,
          paid: true,
          paidAt,
          provider: 'test',
          createdAt: paidAt,
        })
        .onConflictDoNothing();
    }
    if (trip.status === 'Rated' && trip.reviewId === null) {
      await db
        .insert(reviews)
        .values({
          bookingId: trip.id,
          userId: customer.id,
          carId: trip.carId,
          text: 'Easy pick-up, comfortable car.',
          valueForMoney: 4,
          carCondition: 4,
          carSpeed: 4,
        })
        .onConflictDoNothing();
    }
  }
}
