import { paymentMessages, receiptTexts } from '@wayfare/common';
import type { Db } from '../../db/client';
import { createReceipts } from '../../domain/receipts/receipts';
import { AppError } from '../../lib/app-error';
import type { Viewer } from './payment-reads';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * `GET /api/payments/{id}/receipt` (docs/product/bookings-and-payments.md#receipts): the owner's or an
 * administrator's; anyone else learns nothing, not even that the payment exists (404, as for the other payment
 * reads). A payment that is not paid has no receipt yet (409); a refund always has one.
 */
export function paymentReceipts(db: Db, timeZone: string) {
  const receipts = createReceipts({ db, timeZone });
  return {
    async receipt(viewer: Viewer, paymentId: number): Promise<ReceiptFile> {
      const subject = await receipts.subject(paymentId);
      if (!subject || (!viewer.isAdmin && subject.userId !== viewer.userId)) {
        throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
      }
      const pdf = subject.issued ? await receipts.pdf(paymentId) : undefined;
      if (!pdf) throw new AppError('CONFLICT', paymentMessages.receiptNotIssued);
      return { fileName: receiptTexts.fileName(paymentId), pdf };
    },
  };
}

export type PaymentReceipts = ReturnType<typeof paymentReceipts>;
