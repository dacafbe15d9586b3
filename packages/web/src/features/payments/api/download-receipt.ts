import { receiptTexts } from '@wayfare/common';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/payments/{id}/receipt: the receipt's PDF, saved as wayfare-receipt-{id}.pdf. */
export async function downloadReceipt(paymentId: number): Promise<void> {
  const { blob, fileName } = await apiFile(`/payments/${paymentId}/receipt`);
  saveFile(blob, fileName ?? receiptTexts.fileName(paymentId));
}
