import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/payments/export.csv (admins): every payment, saved under the server's dated file name. */
export async function downloadPaymentsCsv(): Promise<void> {
  const { blob, fileName } = await apiFile('/payments/export.csv');
  saveFile(blob, fileName ?? 'wayfare-payments.csv');
}
