import { Badge, Group } from '@mantine/core';
import { formatMoney, formatWallClock, hasReceipt, type Payment, paymentsTexts } from '@wayfare/common';
import { ListActions } from '../../../components/list/list-actions';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { PayLinkButton } from './pay-link-button';
import { ReceiptButton } from './receipt-button';

/** Money going back that the provider has not confirmed yet: nothing to pay. */
const refundPending = (payment: Payment) => payment.kind === 'refund' && !payment.paid;

/** A payment's state on a phone's card. */
function PaymentBadge({ payment }: { payment: Payment }) {
  const t = useTexts(paymentsTexts);
  if (payment.kind === 'refund') {
    return (
      <Badge color={payment.paid ? 'blue' : 'gray'}>
        {t('state', { state: payment.paid ? 'refunded' : 'refundPending' })}
      </Badge>
    );
  }
  return (
    <Badge color={payment.paid ? 'green' : 'yellow'}>{t('state', { state: payment.paid ? 'paid' : 'unpaid' })}</Badge>
  );
}

/** What is left to do with a payment: pay it, download its receipt. */
function PaymentActions({ payment }: { payment: Payment }) {
  const t = useTexts(paymentsTexts);
  const size = useListButtonSize();
  const payable = !payment.paid && !refundPending(payment);
  if (!payable && !hasReceipt(payment)) return null;
  return (
    <ListActions>
      {payable && <PayLinkButton size={size} link={payment.stripeLink} label={t('pay.label', { id: payment.id })} />}
      {hasReceipt(payment) && <ReceiptButton size={size} paymentId={payment.id} />}
    </ListActions>
  );
}

/**
 * The /my-payments list (docs/product/bookings-and-payments.md#all-payments): #, Description, Date, Amount, User, Is
 * paid; on a phone's card the payment's state is a badge and its buttons come last.
 */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  const t = useTexts(paymentsTexts);
  const locale = useLocale();
  return (
    <ResponsiveList
      label={t('table.label')}
      minWidth={760}
      items={payments}
      itemKey={(payment) => payment.id}
      columns={[
        {
          header: '#',
          cell: (payment) => payment.id,
          card: 'title',
          cardCell: (payment) => t('table.number', { id: payment.id }),
        },
        { header: t('table.description'), cell: (payment) => payment.description, card: 'title' },
        { header: t('table.date'), cell: (payment) => formatWallClock(payment.createdOn, locale) },
        { header: t('table.amount'), cell: (payment) => formatMoney(payment.amount, locale) },
        { header: t('table.user'), cell: (payment) => payment.user.name },
        {
          header: t('table.isPaid'),
          card: 'status',
          cell: (payment) => (
            <Group gap="xs" wrap="nowrap">
              {refundPending(payment) ? (
                t('state', { state: 'refundPending' })
              ) : payment.paid ? (
                t('table.yes')
              ) : (
                <PayLinkButton link={payment.stripeLink} label={t('pay.label', { id: payment.id })} />
              )}
              {hasReceipt(payment) && <ReceiptButton paymentId={payment.id} />}
            </Group>
          ),
          cardCell: (payment) => <PaymentBadge payment={payment} />,
        },
        {
          header: t('table.actions'),
          cardOnly: true,
          card: 'actions',
          cell: (payment) => <PaymentActions payment={payment} />,
        },
      ]}
    />
  );
}
