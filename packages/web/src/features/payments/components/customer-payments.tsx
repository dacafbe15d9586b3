import { Badge, Card, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { formatMoney, formatWallClock, hasReceipt } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { Paging } from '../../../components/paging/paging';
import { PayLinkButton } from './pay-link-button';
import { ReceiptButton } from './receipt-button';
import { usePagedPayments } from './use-paged-payments';

/**
 * A customer's own payments as a list (the profile's Payments tab, docs/product/bookings-and-payments.md#all-payments):
 * each with its amount, date and either "Paid" or a Pay button; paging only when there is something to page.
 */
export function CustomerPayments() {
  const { page, setPage, pageCount, count, payments, isPending, isError } = usePagedPayments('paymentsPage');
  if (isPending) return <PageSpinner />;
  if (isError || !payments)
    return <EmptyState title="The payments could not be loaded" icon={<IconReceiptOff aria-hidden />} />;
  if (count === 0) return <EmptyState title="No payments yet" icon={<IconReceiptOff aria-hidden />} />;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" aria-label="Payments" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {payments.map((payment) => (
          <Card component="li" key={payment.id} withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={500}>{payment.description}</Text>
                <Text size="sm" c="dimmed">{`#${payment.id} · ${formatWallClock(payment.createdOn)}`}</Text>
              </Stack>
              <Group gap="sm">
                <Text fw={600}>{formatMoney(payment.amount)}</Text>
                {payment.kind === 'refund' ? (
                  <Badge color={payment.paid ? 'blue' : 'gray'}>{payment.paid ? 'Refunded' : 'Refund pending'}</Badge>
                ) : payment.paid ? (
                  <Badge color="green">Paid</Badge>
                ) : (
                  <PayLinkButton link={payment.stripeLink} label={`Pay payment #${payment.id}`} />
                )}
                {hasReceipt(payment) && <ReceiptButton paymentId={payment.id} />}
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      {count !== undefined && count > 0 && <Paging page={page} pageCount={pageCount} onPageChange={setPage} />}
    </Stack>
  );
}
