import { Badge, Card, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { formatMoney, formatWallClock, hasReceipt, paymentsTexts } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { Paging } from '../../../components/paging/paging';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PayLinkButton } from './pay-link-button';
import { ReceiptButton } from './receipt-button';
import { usePagedPayments } from './use-paged-payments';

/**
 * A customer's own payments as a list (the profile's Payments tab, docs/product/bookings-and-payments.md#all-payments):
 * each with its amount, date and either "Paid" or a Pay button; paging only when there is something to page.
 */
export function CustomerPayments() {
  const t = useTexts(paymentsTexts);
  const locale = useLocale();
  const { page, setPage, pageCount, count, payments, isPending, isError } = usePagedPayments('paymentsPage');
  if (isPending) return <PageSpinner />;
  if (isError || !payments) return <EmptyState title={t('list.loadFailed')} icon={<IconReceiptOff aria-hidden />} />;
  if (count === 0) return <EmptyState title={t('list.empty')} icon={<IconReceiptOff aria-hidden />} />;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" aria-label={t('list.label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {payments.map((payment) => (
          <Card component="li" key={payment.id} withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Text fw={500}>{payment.description}</Text>
                <Text size="sm" c="dimmed">
                  {t('list.meta', { id: payment.id, date: formatWallClock(payment.createdOn, locale) })}
                </Text>
              </Stack>
              <Group gap="sm">
                <Text fw={600}>{formatMoney(payment.amount, locale)}</Text>
                {payment.kind === 'refund' ? (
                  <Badge color={payment.paid ? 'blue' : 'gray'}>
                    {t('state', { state: payment.paid ? 'refunded' : 'refundPending' })}
                  </Badge>
                ) : payment.paid ? (
                  <Badge color="green">{t('state', { state: 'paid' })}</Badge>
                ) : (
                  <PayLinkButton link={payment.stripeLink} label={t('pay.label', { id: payment.id })} />
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
