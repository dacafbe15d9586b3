import { and, eq, isNull } from 'drizzle-orm';
import {
  COVERAGES,
  DAMAGE_DESCRIPTION_PREFIX,
  damageChargeAfterCoverage,
  paymentMessages,
  type DamageChargeBody,
  type Payment,
  type PaymentLink,
} from '@wayfare/common';
import { endCity, joinTrip, startCity } from '../../db/booking-trips';
import type { Db } from '../../db/client';
import { cars, payments, type PaymentRow } from '../../db/schema';
import { bookings } from '../../db/schema/bookings';
import type { EventBus } from '../../events/domain-events';
import type { PaymentProviders } from '../../integrations/payments';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../domain/audit';
import { ensureCheckoutLink } from '../../domain/payments-checkout';
import type { PaymentReads, Viewer } from './payment-reads';
import { findReportedDamage } from './reported-damage';
import { firstRow } from '../../db/first-row';

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

export interface PaymentsServiceDeps {
  db: Db;
  providers: PaymentProviders;
  events: EventBus;
  /** Reads a new damage charge back in its read shape (payment-reads.ts). */
  reads: PaymentReads;
}

export function createPaymentsService({ db, providers, events, reads }: PaymentsServiceDeps) {
  async function findBooking(bookingId: number) {
    const fields = db.select({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      coverage: bookings.coverage,
      totalPrice: bookings.totalPrice,
      make: cars.make,
      model: cars.model,
      from: startCity.name,
      to: endCity.name,
    });
    const [booking] = await joinTrip(fields.from(bookings).$dynamic()).where(eq(bookings.id, bookingId));
    return booking;
  }

  const isReportable = (status: string) => status === 'Finished' || status === 'Rated';

  type NewDamageCharge = { userId: number; bookingId: number; description: string; amount: number };
  async function storeDamageCharge(target: Pick<Db, 'insert'>, values: NewDamageCharge): Promise<PaymentRow> {
    const payment = firstRow(
      await target
        .insert(payments)
        .values({ ...values, kind: 'damage_charge', provider: providers.current.name })
        .returning(),
      'insert into payments',
    );
    return payment;
  }

  /**
   * As administrators have always filed it: on any customer's trip, with their own text and amount; recorded in the
   * audit log by the administrator in the same transaction (docs/product/admin-tools.md#audit-log).
   */
  async function fileAdminCharge(adminId: number, body: DamageChargeBody): Promise<PaymentRow> {
    const booking = await findBooking(body.bookingId);
    if (!booking) throw new AppError('NOT_FOUND', paymentMessages.bookingNotFound);
    if (booking.userId !== body.userId)
      throw new AppError('BAD_REQUEST', paymentMessages.damageBookingMismatch, 'userId');
    if (!isReportable(booking.status)) throw new AppError('CONFLICT', paymentMessages.damageBookingStatus);
    // Ids that are sent must name real damage types, even though the administrator's amount stands.
    if (body.damageTypeIds) await findReportedDamage(db, body);
    const amount = roundCents(body.totalCost);
    if (amount <= 0) throw new AppError('BAD_REQUEST', paymentMessages.damageTotalCost, 'totalCost');
    const charge = { bookingId: body.bookingId, userId: body.userId, description: body.description, amount };
    return db.transaction(async (tx) => {
      const payment = await storeDamageCharge(tx, charge);
      await recordAudit(tx, {
        actorId: adminId,
        action: 'create',
        entity: 'damage',
        entityId: payment.id,
        after: charge,
      });
      return payment;
    });
  }

  /**
   * A customer reporting damage on their own trip. Only the server's price counts — the damage types' costs after
   * the booking's coverage, whatever `totalCost` says — and the stored text names exactly what was charged.
   * `null` when the coverage leaves nothing to pay.
   */
  async function fileCustomerReport(userId: number, body: DamageChargeBody): Promise<PaymentRow | null> {
    // Another customer's booking and a missing one get the same answer, so ids reveal nothing.
    if (body.userId !== userId) throw new AppError('FORBIDDEN', paymentMessages.damageNotYourBooking);
    const booking = await findBooking(body.bookingId);
    if (!booking || booking.userId !== userId) throw new AppError('FORBIDDEN', paymentMessages.damageNotYourBooking);
    if (!isReportable(booking.status)) throw new AppError('CONFLICT', paymentMessages.damageBookingStatus);
    const damage = await findReportedDamage(db, body);
    if (!damage) throw new AppError('BAD_REQUEST', paymentMessages.damageTypeUnknown, 'damageTypeIds');

    const sum = damage.reduce((total, type) => total + type.cost, 0);
    const amount = damageChargeAfterCoverage(sum, COVERAGES[booking.coverage] ?? 'No');
    if (amount <= 0) return null;
    const description = `${DAMAGE_DESCRIPTION_PREFIX} ${damage.map((type) => type.name).join(', ')}`;

    // One charge per trip when its customer reports: a replayed or double-sent report must not charge them twice.
    // The booking's row lock makes parallel reports wait for each other, so the later one sees the earlier charge.
    return db.transaction(async (tx) => {
      await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
      const [earlier] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, 'damage_charge')))
        .limit(1);
      if (earlier) throw new AppError('CONFLICT', paymentMessages.damageAlreadyReported);
      return storeDamageCharge(tx, { userId, bookingId: booking.id, description, amount });
    });
  }

  return {
    /** `GET /payments/pay`: the owner's link for an Unpaid booking; one payment per booking, reused. */
    async payBooking(userId: number, bookingId: number, origin: string): Promise<PaymentLink> {
      const booking = await findBooking(bookingId);
      // Another customer's booking is answered like a missing one: its existence is not theirs to know.
      if (!booking || booking.userId !== userId) throw new AppError('NOT_FOUND', paymentMessages.bookingNotFound);
      if (booking.status !== 'Unpaid') throw new AppError('CONFLICT', paymentMessages.bookingNotUnpaid);

      // Under the booking's row lock, as a change re-prices it: the payment found is the one that asks today's price.
      const payment = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: bookings.status, totalPrice: bookings.totalPrice })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .for('update');
        if (locked?.status !== 'Unpaid') throw new AppError('CONFLICT', paymentMessages.bookingNotUnpaid);
        // The partial unique index (one open booking payment per booking) settles parallel first calls.
        await tx
          .insert(payments)
          .values({
            userId,
            kind: 'booking',
            bookingId,
            description: `Booking #${booking.id}: ${booking.make} ${booking.model}, ${booking.from} → ${booking.to}`,
            amount: locked.totalPrice,
            provider: providers.current.name,
          })
          .onConflictDoNothing();
        const [open] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'booking'), isNull(payments.closedAt)));
        return open;
      });
      if (!payment) throw new Error(`no booking payment for booking ${bookingId}`);
      if (payment.paid) throw new AppError('CONFLICT', paymentMessages.bookingNotUnpaid);
      return { url: await ensureCheckoutLink(db, providers, payment, origin) };
    },

    /**
     * `POST /payments/create-request`: a damage charge on a Finished or Rated trip. Administrators file it on any
     * customer's trip at the amount they give; a customer reports damage on their own trip, priced here from the
     * damage types and the booking's coverage. `null` when that leaves nothing to pay (Premium): no charge is made.
     */
    async createDamageCharge(caller: Viewer, body: DamageChargeBody, origin: string): Promise<Payment | null> {
      const payment = caller.isAdmin
        ? await fileAdminCharge(caller.userId, body)
        : await fileCustomerReport(caller.userId, body);
      if (!payment) return null;
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
