import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatMoney, type PaymentKind } from '@wayfare/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useOwnPayment } from '../api/get-own-payment';
import { ReceiptButton } from './receipt-button';

export const paidPaymentTexts = {
  title: (kind: PaymentKind) => (kind === 'damage_charge' ? 'Damage charge paid' : 'Payment received'),
  viewPayments: 'See your payments',
  loading: 'Loading your payment',
} as const;

/**
 * A damage charge or a change's difference just paid, on the home page the payment returns to
 * (docs/product/bookings-and-payments.md#pay-handle): what it was for, the amount and its receipt.
 */
export function PaidPaymentCard({ paymentId, kind }: { paymentId: number; kind: PaymentKind }) {
  const payment = useOwnPayment(paymentId);
  if (payment.isPending) return <Skeleton h={140} radius="md" aria-label={paidPaymentTexts.loading} />;
  const data = payment.data;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="paid-payment-title">
      <Stack gap="sm">
        <Title id="paid-payment-title" order={2} fz="h3">
          {paidPaymentTexts.title(kind)}
        </Title>
        {data && (
          <Text>
            {data.description}: <strong>{formatMoney(data.amount)}</strong>
          </Text>
        )}
        <Group gap="sm">
          {data?.paid && <ReceiptButton paymentId={data.id} size="md" h={44} />}
          <Button component={Link} to={paths.myProfile.href()} variant="light" h={44}>
            {paidPaymentTexts.viewPayments}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
