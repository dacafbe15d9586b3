import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bookingPaymentLine,
  hasReceipt,
  RECEIPT_COST_LINES,
  RECEIPT_SELLER,
  roundToCents,
  type Locale,
  type PaymentKind,
  instantToWallClock,
} from '@wayfare/common';
import type { Catalogue } from '@wayfare/common/catalogue';
import type { Db } from '../../db/client';
import { bookingChanges, payments, users, type BookingCostLines } from '../../db/schema';
import { readReceiptTrip, toReceiptBooking, type ReceiptBooking } from './receipt-booking';

/**
 * One printed line of a receipt; a discount or a refund is negative. A booking's priced line is named in the
 * receipt's language; any other line by the payment's description, as it was written.
 */
export type ReceiptLine =
  { costLine: keyof BookingCostLines; amount: number } | { description: string; amount: number };

/** Everything a receipt prints (docs/product/bookings-and-payments.md#receipts). */
export interface ReceiptData {
  paymentId: number;
  /** The payer's language (users.language), whoever asks for the receipt. */
  language: Locale;
  kind: PaymentKind;
  isRefund: boolean;
  seller: typeof RECEIPT_SELLER;
  customer: { name: string; email: string };
  booking: ReceiptBooking | null;
  lines: ReceiptLine[];
  /** What was paid (negative for a refund: what was given back). */
  total: number;
  /** Wall-clock date-time, business time zone. */
  paidAt: string;
  /** The provider's checkout session, or for a refund its own reference; null when there is none. */
  reference: string | null;
  /** A refund: the payment it gives money back from. */
  refundOf: { id: number; description: string; amount: number } | null;
}

/** A payment as the receipt rule needs it: whose it is and whether it has a receipt. */
export interface ReceiptSubject {
  userId: number;
  /** Paid payments and refunds have a receipt; an unpaid payment does not. */
  issued: boolean;
}

const original = alias(payments, 'original_payment');

/** The seven priced lines, in print order; the discount is taken off, so it prints negative. */
export function costLinesToReceiptLines(lines: BookingCostLines): ReceiptLine[] {
  return RECEIPT_COST_LINES.map((key) => ({
    costLine: key,
    amount: key === 'userDiscount' ? -lines[key] : lines[key],
  }));
}

const sumInCents = (lines: ReceiptLine[]) => lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);

type PaymentLine = { kind: PaymentKind; bookingId: number | null; description: string };

/** A payment's line in the receipt's language: the product's own line about a booking, else as it was written. */
function lineIn(catalogue: Catalogue, language: Locale, payment: PaymentLine): string {
  const own = bookingPaymentLine(payment.kind, payment.bookingId);
  return own ? catalogue.write(language, own) : payment.description;
}

/** The payment a refund gives back, as its receipt names it: a payment for the same booking. */
function refundOf(
  catalogue: Catalogue,
  row: {
    bookingId: number | null;
    customerLanguage: Locale;
    originalId: number | null;
    originalKind: PaymentKind | null;
    originalDescription: string | null;
    originalAmount: number | null;
  },
): ReceiptData['refundOf'] {
  if (row.originalId === null || row.originalKind === null || row.originalDescription === null) return null;
  const line = { kind: row.originalKind, bookingId: row.bookingId, description: row.originalDescription };
  return {
    id: row.originalId,
    description: lineIn(catalogue, row.customerLanguage, line),
    amount: row.originalAmount ?? 0,
  };
}

/** The reads of a receipt (domain: the payments route and the "booking paid" e-mail both need it). */
export function createReceiptData({ db, timeZone, catalogue }: { db: Db; timeZone: string; catalogue: Catalogue }) {
  const wallClock = (instant: Date) => instantToWallClock(instant, timeZone);
  /**
   * The lines a booking payment was for: the booking as first priced (the `before` of its first change, if it was
   * changed since), printed only when they add up to the amount paid; otherwise, and for bookings priced before the
   * lines were kept, one line with the total.
   */
  async function bookingLines(
    bookingId: number,
    current: BookingCostLines | null,
    amount: number,
    description: string,
  ): Promise<ReceiptLine[]> {
    const [firstChange] = await db
      .select({ before: bookingChanges.before })
      .from(bookingChanges)
      .where(eq(bookingChanges.bookingId, bookingId))
      .orderBy(asc(bookingChanges.id))
      .limit(1);
    const priced = firstChange ? firstChange.before.costLines : current;
    if (priced) {
      const lines = costLinesToReceiptLines(priced);
      if (sumInCents(lines) === Math.round(amount * 100)) return lines;
    }
    return [{ description, amount }];
  }

  return {
    /** Whose payment it is and whether it has a receipt; undefined when there is no such payment. */
    async subject(paymentId: number): Promise<ReceiptSubject | undefined> {
      const [row] = await db
        .select({ userId: payments.userId, kind: payments.kind, paid: payments.paid })
        .from(payments)
        .where(eq(payments.id, paymentId));
      return row && { userId: row.userId, issued: hasReceipt(row) };
    },

    /** The receipt's content; undefined when the payment does not exist or has no receipt (unpaid). */
    async load(paymentId: number): Promise<ReceiptData | undefined> {
      const [row] = await db
        .select({
          id: payments.id,
          kind: payments.kind,
          description: payments.description,
          amount: payments.amount,
          paid: payments.paid,
          paidAt: payments.paidAt,
          createdAt: payments.createdAt,
          bookingId: payments.bookingId,
          providerSessionId: payments.providerSessionId,
          providerReference: payments.providerReference,
          customerName: users.name,
          customerEmail: users.email,
          customerLanguage: users.language,
          originalId: original.id,
          originalKind: original.kind,
          originalDescription: original.description,
          originalAmount: original.amount,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .leftJoin(original, eq(original.id, payments.refundOfPaymentId))
        .where(eq(payments.id, paymentId));
      if (!row) return undefined;
      const isRefund = row.kind === 'refund';
      if (!hasReceipt(row)) return undefined;

      const trip = row.bookingId === null ? undefined : await readReceiptTrip(db, row.bookingId);
      const lines =
        row.kind === 'booking' && trip
          ? await bookingLines(trip.id, trip.costLines, row.amount, row.description)
          : [{ description: lineIn(catalogue, row.customerLanguage, row), amount: row.amount }];
      return {
        paymentId: row.id,
        language: row.customerLanguage,
        kind: row.kind,
        isRefund,
        seller: RECEIPT_SELLER,
        customer: { name: row.customerName, email: row.customerEmail },
        booking: trip ? toReceiptBooking(trip, timeZone) : null,
        lines,
        total: roundToCents(row.amount),
        // Refunds and payments marked paid before paid_at was kept fall back to when the row was made.
        paidAt: wallClock(row.paidAt ?? row.createdAt),
        reference: (isRefund ? row.providerReference : row.providerSessionId) ?? null,
        refundOf: refundOf(catalogue, row),
      };
    },

    /** The booking payment of a booking that is paid, if any: the receipt the "booking paid" e-mail carries. */
    async paidBookingPaymentId(bookingId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.bookingId, bookingId),
            eq(payments.kind, 'booking'),
            eq(payments.paid, true),
            // A closed payment that took money anyway was sent back: it is not what paid the booking.
            isNull(payments.closedAt),
          ),
        );
      return row?.id;
    },
  };
}

export type ReceiptDataReads = ReturnType<typeof createReceiptData>;
