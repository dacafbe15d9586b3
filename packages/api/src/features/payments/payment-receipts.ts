import { paymentMessages } from '@wayfare/common';
import type { Catalogue } from '@wayfare/common/catalogue';
import type { Db } from '../../db/client';
import { createReceipts, type ReceiptFile } from '../../domain/receipts/receipts';
import { AppError } from '../../lib/app-error';
import type { Viewer } from './payment-reads';

export type { ReceiptFile } from '../../domain/receipts/receipts';

/**
 * `GET /api/payments/{id}/receipt` (docs/product/bookings-and-payments.md#receipts): the owner's or an
 * administrator's; anyone else learns nothing, not even that the payment exists (404, as for the other payment
 * reads). A payment that is not paid has no receipt yet (409); a refund always has one.
 */
export function paymentReceipts(db: Db, timeZone: string, catalogue: Catalogue) {
  const receipts = createReceipts({ db, timeZone, catalogue });
  return {
    async receipt(viewer: Viewer, paymentId: number): Promise<ReceiptFile> {
      const subject = await receipts.subject(paymentId);
      if (!subject || (!viewer.isAdmin && subject.userId !== viewer.userId)) {
        throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
      }
      // In the payer's language, with the file's name: an administrator downloads what the customer has.
      const file = subject.issued ? await receipts.file(paymentId) : undefined;
      if (!file) throw new AppError('CONFLICT', paymentMessages.receiptNotIssued);
      return file;
    },
  };
}

export type PaymentReceipts = ReturnType<typeof paymentReceipts>;
