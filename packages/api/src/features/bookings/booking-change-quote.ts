import { feeKeptByChange, type ChangeBookingBody, type ChangeQuote } from '@wayfare/common';
import type { Db } from '../../db/client';
import { checkCarFreeFor, paidDifference } from './booking-change';
import {
  admitDearerChange,
  breakdownOf,
  cancellationInputOf,
  findChangeableBooking,
  priceChange,
} from './booking-change-rules';

/** Thrown to roll a quote's transaction back once its figures are taken. */
class QuoteDone extends Error {}

/** The same checks and price as a change, and the availability check, in a transaction rolled back. */
export async function quoteChange(
  db: Db,
  timeZone: string,
  userId: number,
  bookingId: number,
  body: ChangeBookingBody,
  at: Date,
): Promise<ChangeQuote> {
  let answer: ChangeQuote | undefined;
  try {
    await db.transaction(async (tx) => {
      const booking = await findChangeableBooking(tx, userId, bookingId, at, true);
      const priced = await priceChange(tx, timeZone, booking, body, at);
      await admitDearerChange(tx, booking, priced.totalPrice);
      await checkCarFreeFor(tx, booking, priced.after);
      const money =
        booking.status === 'Paid' ? await paidDifference(tx, booking, priced, at) : { amountDue: 0, refund: 0 };
      answer = {
        before: { cost: breakdownOf(booking.costLines), totalPrice: booking.totalPrice },
        after: { cost: priced.cost, deliveryFee: priced.deliveryFee, totalPrice: priced.totalPrice },
        ...money,
        lateFeeKept: booking.status === 'Paid' ? feeKeptByChange(cancellationInputOf(booking, at, 0)) : 0,
      };
      throw new QuoteDone();
    });
  } catch (error) {
    if (!(error instanceof QuoteDone)) throw error;
  }
  if (!answer) throw new Error('quote: no answer');
  return answer;
}
