import { and, eq } from 'drizzle-orm';
import {
  COVERAGES,
  DAMAGE_DESCRIPTION_PREFIX,
  damageChargeAfterCoverage,
  paymentMessages,
  type DamageChargeBody,
  type Payment,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { payments, type PaymentRow } from '../../db/schema';
import { recordAudit } from '../../domain/audit';
import type { BookingsPort } from '../../domain/bookings-port';
import { ensureCheckoutLink } from '../../domain/payments-checkout';
import type { EventBus } from '../../events/domain-events';
import type { PaymentProviders } from '../../integrations/payments';
import { AppError } from '../../lib/app-error';
import type { PaymentReads, Viewer } from './payment-reads';
import { findReportedDamage } from './reported-damage';

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

const isReportable = (status: string) => status === 'Finished' || status === 'Rated';

export interface DamageChargesDeps {
  db: Db;
  providers: PaymentProviders;
  events: EventBus;
  /** Reads a new damage charge back in its read shape (payment-reads.ts). */
  reads: PaymentReads;
  bookings: BookingsPort;
}

type NewDamageCharge = { userId: number; bookingId: number; description: string; amount: number };

/** Damage charges on a finished trip: filed by an administrator, or reported by the trip's customer. */
export function createDamageCharges({ db, providers, events, reads, bookings }: DamageChargesDeps) {
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
    const booking = await bookings.find(db, body.bookingId);
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
    const booking = await bookings.find(db, body.bookingId);
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
      await bookings.lock(tx, booking.id);
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
