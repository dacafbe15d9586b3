import { emailsTexts } from '@wayfare/common';
import type { Catalogue } from '@wayfare/common/catalogue';
import type { Db } from '../../db/client';
import { createReceiptData } from './receipt-data';
import { drawReceiptPdf, type ReceiptText } from './receipt-pdf';

export type { ReceiptData, ReceiptLine, ReceiptSubject } from './receipt-data';

/** A receipt to send: the PDF and the name of its file, both in the payer's language. */
export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * Receipts of payments and refunds (docs/product/bookings-and-payments.md#receipts): the payments feature serves them,
 * the notifications feature attaches one to the "booking paid" e-mail; neither imports the other, both use this.
 * A receipt is written in its payer's language, whoever asks for it, so the one an administrator downloads is the one
 * the customer has.
 */
export function createReceipts({ db, timeZone, catalogue }: { db: Db; timeZone: string; catalogue: Catalogue }) {
  const data = createReceiptData({ db, timeZone, catalogue });
  return {
    subject: data.subject,
    paidBookingPaymentId: data.paidBookingPaymentId,
    /** The receipt as a PDF file; undefined when the payment does not exist or has no receipt (unpaid). */
    async file(paymentId: number): Promise<ReceiptFile | undefined> {
      const receipt = await data.load(paymentId);
      if (!receipt) return undefined;
      const text: ReceiptText = (key, values) => catalogue.text(receipt.language, emailsTexts, key, values);
      return {
        fileName: text('receipt.fileName', { paymentId }),
        pdf: await drawReceiptPdf(receipt, text),
      };
    },
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
