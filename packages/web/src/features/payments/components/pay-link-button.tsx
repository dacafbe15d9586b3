import { Button, type ButtonProps } from '@mantine/core';
import { paymentsTexts } from '@wayfare/common';
import { goToExternal } from '../../../components/external-navigation';
import { useTexts } from '../../../lib/i18n/use-texts';

interface PayLinkButtonProps extends Omit<ButtonProps, 'children'> {
  link: string | null;
  /** Names the payment for screen readers, since every row's button reads "Pay". */
  label: string;
}

/**
 * Sends the browser to the payment's checkout page (docs/product/bookings-and-payments.md#all-payments: "a button that
 * sends the browser to the payment link"): a full navigation, because the page may belong to the card provider.
 */
export function PayLinkButton({ link, label, ...props }: PayLinkButtonProps) {
  const t = useTexts(paymentsTexts);
  return (
    <Button size="xs" {...props} disabled={!link} aria-label={label} onClick={() => link && goToExternal(link)}>
      {t('pay.button')}
    </Button>
  );
}
