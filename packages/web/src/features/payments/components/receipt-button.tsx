import { Button, type ButtonProps } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { paymentsTexts } from '@wayfare/common';
import { useTexts } from '../../../lib/i18n/use-texts';
import { downloadReceipt } from '../api/download-receipt';

interface ReceiptButtonProps extends Omit<ButtonProps, 'children'> {
  paymentId: number;
}

/**
 * Downloads a paid payment's or a refund's receipt (docs/product/bookings-and-payments.md#receipts). A failure shows
 * the "Oops..." dialog through the API client; the button only stops spinning.
 */
export function ReceiptButton({ paymentId, ...props }: ReceiptButtonProps) {
  const t = useTexts(paymentsTexts);
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadReceipt(paymentId);
    } catch {
      // Told to the user by the API client's error dialog.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileDownload size={14} aria-hidden />}
      {...props}
      loading={loading}
      aria-label={t('receipt.label', { id: paymentId })}
      onClick={() => void download()}
    >
      {t('receipt.button')}
    </Button>
  );
}
