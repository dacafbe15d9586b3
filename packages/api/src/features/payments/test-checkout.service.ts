import { and, eq, sql } from 'drizzle-orm';
import {
  normalizeCardNumber,
  paymentMessages,
  TEST_CARD_DECLINED,
  TEST_CARD_PAYS,
  type TestCheckoutRedirect,
  type TestCheckoutSession,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { testCheckoutSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export interface CardInput {
  cardNumber: string;
  expiry: string;
}

/** MM/YY not before this month (a card is valid through its whole expiry month). */
function isExpiryCurrent(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim())) as [number, number];
  const fullYear = 2000 + year;
  return fullYear > now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export interface TestCheckoutServiceDeps {
  db: Db;
  /** The clock the card's expiry is checked against. */
  now?: () => Date;
}

/**
 * The embedded test checkout's card page (docs/product/bookings-and-payments.md#payment-providers). Anyone holding
 * the 128-bit session id may pay it, as on a hosted card page; it records only that the session was paid — the
 * payment row follows through the confirm path.
 */
export function createTestCheckoutService({ db, now = () => new Date() }: TestCheckoutServiceDeps) {
  async function find(sessionId: string) {
    const [session] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
    if (!session) throw new AppError('NOT_FOUND', paymentMessages.sessionNotFound);
    return session;
  }

  return {
    async getSession(sessionId: string): Promise<TestCheckoutSession> {
      const { description, amount, status, cancelUrl } = await find(sessionId);
      return { description, amount, status, cancelUrl };
    },

    async pay(sessionId: string, card: CardInput): Promise<TestCheckoutRedirect> {
      const session = await find(sessionId);
      // Paying twice changes nothing: the second card is not even looked at.
      if (session.status === 'paid') return { redirectUrl: session.successUrl };
      if (session.status === 'canceled') throw new AppError('CONFLICT', paymentMessages.sessionClosed);
      const number = normalizeCardNumber(card.cardNumber);
      if (number === TEST_CARD_DECLINED) throw new AppError('BAD_REQUEST', paymentMessages.cardDeclined, 'cardNumber');
      if (number !== TEST_CARD_PAYS)
        throw new AppError('BAD_REQUEST', paymentMessages.cardNumberUnsupported, 'cardNumber');
      if (!isExpiryCurrent(card.expiry, now()))
        throw new AppError('BAD_REQUEST', paymentMessages.expiryInvalid, 'expiry');
      await db
        .update(testCheckoutSessions)
        .set({ status: 'paid', paidAt: sql`now()` })
        .where(and(eq(testCheckoutSessions.id, sessionId), eq(testCheckoutSessions.status, 'open')));
      return { redirectUrl: session.successUrl };
    },

    /** Back to the shop; the session stays open so the customer may still pay it later, as on Stripe. */
    async cancel(sessionId: string): Promise<TestCheckoutRedirect> {
      const session = await find(sessionId);
      return { redirectUrl: session.cancelUrl };
    },
  };
}
