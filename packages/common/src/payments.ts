import { z } from 'zod';
import en from '../texts/en/payments.json' with { type: 'json' };
import type { COVERAGES } from './bookings';
import { MAX_ROW_ID, rowId } from './ids';
import { text, type Text } from './i18n/namespace';
import { bookingsTexts } from './i18n/texts';
import { roundToCents } from './pricing';

/**
 * User-facing texts of the payment endpoints and the test checkout (docs/product/bookings-and-payments.md#payments),
 * written once in the catalogue's `payments` namespace and read here in English: the API answers with them (its error
 * hook writes them in the request's language) and the card form shows them.
 */
export const paymentMessages = {
  cardDeclined: en['errors.cardDeclined'],
  cardNumberInvalid: en['errors.cardNumberInvalid'],
  cardNumberUnsupported: en['errors.cardNumberUnsupported'],
  expiryInvalid: en['errors.expiryInvalid'],
  cvcInvalid: en['errors.cvcInvalid'],
  nameRequired: en['errors.nameRequired'],
  sessionNotFound: en['errors.sessionNotFound'],
  sessionClosed: en['errors.sessionClosed'],
  bookingNotFound: en['errors.bookingNotFound'],
  bookingNotUnpaid: en['errors.bookingNotUnpaid'],
  paymentNotFound: en['errors.paymentNotFound'],
  paidMeanwhile: en['errors.paidMeanwhile'],
  adminsCannotPay: en['errors.adminsCannotPay'],
  damageDescription: en['errors.damageDescription'],
  damageTotalCost: en['errors.damageTotalCost'],
  damageBookingMismatch: en['errors.damageBookingMismatch'],
  damageBookingStatus: en['errors.damageBookingStatus'],
  damageNotYourBooking: en['errors.damageNotYourBooking'],
  damageTypeUnknown: en['errors.damageTypeUnknown'],
  damageTypeRepeated: en['errors.damageTypeRepeated'],
  damageAlreadyReported: en['errors.damageAlreadyReported'],
  webhookNotConfigured: en['errors.webhookNotConfigured'],
  webhookSignature: en['errors.webhookSignature'],
  receiptNotIssued: en['errors.receiptNotIssued'],
} as const;

/**
 * `booking_change`: the difference a changed booking costs more; `refund`: money given back, with a negative amount
 * (docs/product/bookings-and-payments.md#cancellation-policy).
 */
export const PAYMENT_KINDS = ['booking', 'discount_plan', 'damage_charge', 'booking_change', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * The line of a payment the product writes itself about a booking (a refund, a change's difference), as a text that
 * each reader's language writes: the row stores its English, and the lists and receipts write it in the reader's
 * language. Other payments (a booking, a plan, a damage charge) have no such line: theirs is shown as it was written.
 */
export function bookingPaymentLine(kind: PaymentKind, bookingId: number | null): Text | undefined {
  if (bookingId === null) return undefined;
  if (kind === 'refund') return text(bookingsTexts, 'trips.refundLine', { bookingId });
  if (kind === 'booking_change') return text(bookingsTexts, 'trips.changeLine', { bookingId });
  return undefined;
}

/**
 * A payment as reads answer it (docs/product/bookings-and-payments.md#payments); `createdOn` wall-clock in the business
 * time zone.
 */
export const Payment = z.object({
  id: z.number().int(),
  description: z.string(),
  createdOn: z.string(),
  amount: z.number(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  paid: z.boolean(),
  stripeLink: z.string().nullable(),
  /** Added with refunds: a refund's amount is negative and it is never paid by the customer. */
  kind: z.enum(PAYMENT_KINDS),
});
export type Payment = z.infer<typeof Payment>;

/** What calls that hand out a checkout answer (docs/product/README.md#http-basics). */
export const PaymentLink = z.object({ url: z.string() });
export type PaymentLink = z.infer<typeof PaymentLink>;

export const PayBookingQuery = z.object({ bookingId: rowId() });

export const DAMAGE_DESCRIPTION_PREFIX = 'Found Damage on';

/** At most this many damage types in one report (the catalogue has far fewer). */
export const MAX_DAMAGE_TYPES_PER_REPORT = 50;

/**
 * `POST /api/payments/create-request` (docs/product/bookings-and-payments.md#damage-report). `damageTypeIds` names the
 * damage types chosen, so the server can price a customer's own report itself; clients that only send the description
 * and `totalCost` (administrators filing a charge) keep working.
 */
export const DamageChargeBody = z.object({
  description: z
    .string()
    .trim()
    .refine((s) => s.startsWith(DAMAGE_DESCRIPTION_PREFIX), paymentMessages.damageDescription),
  totalCost: z
    .number({ error: paymentMessages.damageTotalCost })
    .positive(paymentMessages.damageTotalCost)
    .max(99_999_999),
  userId: rowId(),
  bookingId: rowId(),
  damageTypeIds: z
    .array(z.number({ error: paymentMessages.damageTypeUnknown }).int().positive().max(MAX_ROW_ID), {
      error: paymentMessages.damageTypeUnknown,
    })
    .min(1, paymentMessages.damageTypeUnknown)
    .max(MAX_DAMAGE_TYPES_PER_REPORT, paymentMessages.damageTypeUnknown)
    .refine((ids) => new Set(ids).size === ids.length, paymentMessages.damageTypeRepeated)
    .optional(),
});
export type DamageChargeBody = z.infer<typeof DamageChargeBody>;

/**
 * What a customer owes for damage costing `sum` in all, after the booking's coverage: everything without coverage,
 * half (rounded to the euro) with Top, nothing with Premium. The report dialog and the server both use it, so the
 * amount shown before confirming is the amount charged.
 */
export function damageChargeAfterCoverage(sum: number, coverage: (typeof COVERAGES)[number]): number {
  switch (coverage) {
    case 'No':
      return roundToCents(sum);
    case 'Top':
      return Math.round(sum / 2);
    case 'Premium':
      return 0;
  }
}

export const PAYMENT_RESPONSE_TYPES = ['success', 'cancel'] as const;
export const PaymentResultParams = z.object({ responseType: z.enum(PAYMENT_RESPONSE_TYPES) });
/** The `/pay-handle` query the provider sends the browser back with; only `sessionId` decides anything. */
export const PaymentResultQuery = z.object({
  sessionId: z.string().min(1).max(255),
  paymentType: z.string().max(50).optional(),
  entityId: z.string().max(50).optional(),
});
/**
 * `paid`: the money paid what it was asked for. `refunded`: it arrived for a payment that no longer asked for it (the
 * booking changed or was canceled meanwhile) and goes back whole.
 */
export const PaymentResult = z.object({ paid: z.boolean(), refunded: z.boolean().optional() });
export type PaymentResult = z.infer<typeof PaymentResult>;

export const CHECKOUT_STATUSES = ['open', 'paid', 'canceled'] as const;

/** `GET /api/payments/test-checkout/{sessionId}`: what the test card page shows. */
export const TestCheckoutSession = z.object({
  description: z.string(),
  amount: z.number(),
  status: z.enum(CHECKOUT_STATUSES),
  cancelUrl: z.string(),
});
export type TestCheckoutSession = z.infer<typeof TestCheckoutSession>;

export const TestCheckoutParams = z.object({ sessionId: z.string().min(1).max(100) });

/** Luhn check over the digits of a card number. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Card number without spaces or dashes. */
export const normalizeCardNumber = (value: string) => value.replace(/[\s-]/g, '');

/** The card form of the test checkout; the same schema drives the page's form. */
export const TestCheckoutPayBody = z.object({
  cardNumber: z
    .string()
    .transform(normalizeCardNumber)
    .refine((n) => /^\d{12,19}$/.test(n) && isLuhnValid(n), paymentMessages.cardNumberInvalid),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, paymentMessages.expiryInvalid),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, paymentMessages.cvcInvalid),
  name: z.string().trim().min(1, paymentMessages.nameRequired).max(100),
});
export type TestCheckoutPayBody = z.input<typeof TestCheckoutPayBody>;

export const TestCheckoutRedirect = z.object({ redirectUrl: z.string() });
export type TestCheckoutRedirect = z.infer<typeof TestCheckoutRedirect>;

/** Test cards of the embedded checkout (docs/product/bookings-and-payments.md#payment-providers). */
export const TEST_CARD_PAYS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
