import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paymentMessages, type DamageChargeBody, type Payment, type PaymentLink } from '@wayfare/common';
import type { Db } from '../../db/client';
import { bookings, cars, cities, payments } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';
import type { PaymentProviders } from '../../integrations/payments';
import { AppError } from '../../plugins/errors';
import { ensureCheckoutLink } from '../../domain/payments-checkout';
import type { PaymentReads } from './payment-reads';

const startCity = alias(cities, 'start_city');
const endCity = alias(cities, 'end_city');

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

export function createPaymentsService(db: Db, providers: PaymentProviders, events: EventBus, reads: PaymentReads) {
  async function findBooking(bookingId: number) {
    const [booking] = await db
      .select({
        id: bookings.id,
        userId: bookings.userId,
        status: bookings.status,
        totalPrice: bookings.totalPrice,
        make: cars.make,
        model: cars.model,
        from: startCity.name,
        to: endCity.name,
      })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .innerJoin(startCity, eq(startCity.id, bookings.startCityId))
      .innerJoin(endCity, eq(endCity.id, bookings.endCityId))
      .where(eq(bookings.id, bookingId));
    return booking;
  }

  return {
    /** `GET /payments/pay`: the owner's link for an Unpaid booking; one payment per booking, reused. */
    async payBooking(userId: number, bookingId: number, origin: string): Promise<PaymentLink> {
      const booking = await findBooking(bookingId);
      // Another customer's booking is answered like a missing one: its existence is not theirs to know.
      if (!booking || booking.userId !== userId) throw new AppError('NOT_FOUND', paymentMessages.bookingNotFound);
      if (booking.status !== 'Unpaid') throw new AppError('CONFLICT', paymentMessages.bookingNotUnpaid);

      // The partial unique index (one booking payment per booking) settles parallel first calls.
      await db
        .insert(payments)
        .values({
          userId,
          kind: 'booking',
          bookingId,
          description: `Booking #${booking.id}: ${booking.make} ${booking.model}, ${booking.from} → ${booking.to}`,
          amount: booking.totalPrice,
          provider: providers.current.name,
        })
        .onConflictDoNothing();
      const [payment] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
      if (!payment || payment.kind !== 'booking') throw new Error(`no booking payment for booking ${bookingId}`);
      if (payment.paid) throw new AppError('CONFLICT', paymentMessages.bookingNotUnpaid);
      return { url: await ensureCheckoutLink(db, providers, payment, origin) };
    },

    /** `POST /payments/create-request` (admin): a damage charge on a finished trip of that customer. */
    async createDamageCharge(body: DamageChargeBody, origin: string): Promise<Payment> {
      const booking = await findBooking(body.bookingId);
      if (!booking) throw new AppError('NOT_FOUND', paymentMessages.bookingNotFound);
      if (booking.userId !== body.userId) throw new AppError('BAD_REQUEST', paymentMessages.damageBookingMismatch, 'userId');
      if (booking.status !== 'Finished' && booking.status !== 'Rated') {
        throw new AppError('CONFLICT', paymentMessages.damageBookingStatus);
      }
      const amount = roundCents(body.totalCost);
      if (amount <= 0) throw new AppError('BAD_REQUEST', paymentMessages.damageTotalCost, 'totalCost');
      const [payment] = await db
        .insert(payments)
        .values({
          userId: body.userId,
          kind: 'damage_charge',
          bookingId: body.bookingId,
          description: body.description,
          amount,
          provider: providers.current.name,
        })
        .returning();
      if (!payment) throw new Error('insert returned no row');
      await ensureCheckoutLink(db, providers, payment, origin);
      await events.publish('damageCharged', {
        paymentId: payment.id,
        bookingId: payment.bookingId ?? body.bookingId,
        userId: payment.userId,
        amount: payment.amount,
      });
      const created = await reads.byId(payment.id);
      if (!created) throw new Error(`payment ${payment.id} vanished`);
      return created;
    },
  };
}
