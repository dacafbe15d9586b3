import type { Db } from '../../db/client';
import { createReceiptData } from './receipt-data';
import { drawReceiptPdf } from './receipt-pdf';

export type { ReceiptData, ReceiptLine, ReceiptSubject } from './receipt-data';

/**
 * Receipts of payments and refunds (docs/product/bookings-and-payments.md#receipts): the payments feature serves them,
 * the notifications feature attaches one to the "booking paid" e-mail; neither imports the other, both use this.
 */
export function createReceipts(deps: { db: Db; timeZone: string }) {
  const data = createReceiptData(deps);
  return {
    subject: data.subject,
    paidBookingPaymentId: data.paidBookingPaymentId,
    /** The receipt as a PDF; undefined when the payment does not exist or has no receipt (unpaid). */
    async pdf(paymentId: number): Promise<Buffer | undefined> {
      const receipt = await data.load(paymentId);
      return receipt && drawReceiptPdf(receipt);
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
