import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type PaymentKind, paymentsTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useOwnPayment } from '../api/get-own-payment';
import { ReceiptButton } from './receipt-button';

/**
 * A damage charge or a change's difference just paid, on the home page the payment returns to
 * (docs/product/bookings-and-payments.md#pay-handle): what it was for, the amount and its receipt.
 */
export function PaidPaymentCard({ paymentId, kind }: { paymentId: number; kind: PaymentKind }) {
  const t = useTexts(paymentsTexts);
  const locale = useLocale();
  const payment = useOwnPayment(paymentId);
  if (payment.isPending) return <Skeleton h={140} radius="md" aria-label={t('paid.loading')} />;
  const data = payment.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="paid-payment-title">
      <Stack gap="sm">
        <Title id="paid-payment-title" order={2} fz="h3">
          {t('paid.title', { kind })}
        </Title>
        {data && (
          <Text>
            {data.description}: <strong>{formatMoney(data.amount, locale)}</strong>
          </Text>
        )}
        <Group gap="sm">
          {data?.paid && <ReceiptButton paymentId={data.id} size="md" h={44} />}
          <Button component={Link} to={paths.myProfile.href()} variant="light" h={44}>
            {t('paid.viewPayments')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
