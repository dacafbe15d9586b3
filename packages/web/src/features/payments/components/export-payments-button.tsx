import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { paymentsTexts } from '@wayfare/common';
import { useState } from 'react';
import { useTexts } from '../../../lib/i18n/use-texts';
import { downloadPaymentsCsv } from '../api/download-payments-csv';

/** "Export CSV" on /my-payments (docs/product/admin-tools.md#filters-and-exports); errors show the "Oops..." dialog. */
export function ExportPaymentsButton() {
  const t = useTexts(paymentsTexts);
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadPaymentsCsv();
    } catch {
      // Told to the user by the API client's error dialog.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconFileDownload size={16} aria-hidden />}
      loading={loading}
      onClick={() => void download()}
    >
      {t('all.exportCsv')}
    </Button>
  );
}
