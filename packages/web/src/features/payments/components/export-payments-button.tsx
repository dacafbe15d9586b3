import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { bookingFilterTexts } from '@wayfare/common';
import { useState } from 'react';
import { downloadPaymentsCsv } from '../api/download-payments-csv';

/** "Export CSV" on /my-payments (docs/product/admin-tools.md#filters-and-exports); errors show the "Oops..." dialog. */
export function ExportPaymentsButton() {
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
      {bookingFilterTexts.exportCsv}
    </Button>
  );
}
