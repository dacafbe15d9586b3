import { Badge, Group } from '@mantine/core';
import { formatMoney, formatWallClock, hasReceipt, type Payment } from '@wayfare/common';
import { ListActions } from '../../../components/list/list-actions';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { PayLinkButton } from './pay-link-button';
import { ReceiptButton } from './receipt-button';

/** Money going back that the provider has not confirmed yet: nothing to pay. */
const refundPending = (payment: Payment) => payment.kind === 'refund' && !payment.paid;

/** A payment's state on a phone's card. */
function PaymentBadge({ payment }: { payment: Payment }) {
  if (payment.kind === 'refund') {
    return <Badge color={payment.paid ? 'blue' : 'gray'}>{payment.paid ? 'Refunded' : 'Refund pending'}</Badge>;
  }
  return <Badge color={payment.paid ? 'green' : 'yellow'}>{payment.paid ? 'Paid' : 'Unpaid'}</Badge>;
}

/** What is left to do with a payment: pay it, download its receipt. */
function PaymentActions({ payment }: { payment: Payment }) {
  const size = useListButtonSize();
  const payable = !payment.paid && !refundPending(payment);
  if (!payable && !hasReceipt(payment)) return null;
  return (
    <ListActions>
      {payable && <PayLinkButton size={size} link={payment.stripeLink} label={`Pay payment #${payment.id}`} />}
      {hasReceipt(payment) && <ReceiptButton size={size} paymentId={payment.id} />}
    </ListActions>
  );
}

/**
 * The /my-payments list (docs/product/bookings-and-payments.md#all-payments): #, Description, Date, Amount, User, Is
 * paid; on a phone's card the payment's state is a badge and its buttons come last.
 */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <ResponsiveList
      label="All payments"
      minWidth={760}
      items={payments}
      itemKey={(payment) => payment.id}
      columns={[
        { header: '#', cell: (payment) => payment.id, card: 'title', cardCell: (payment) => `#${payment.id}` },
        { header: 'Description', cell: (payment) => payment.description, card: 'title' },
        { header: 'Date', cell: (payment) => formatWallClock(payment.createdOn) },
        { header: 'Amount', cell: (payment) => formatMoney(payment.amount) },
        { header: 'User', cell: (payment) => payment.user.name },
        {
          header: 'Is paid',
          card: 'status',
          cell: (payment) => (
            <Group gap="xs" wrap="nowrap">
              {refundPending(payment) ? (
                'Refund pending'
              ) : payment.paid ? (
                'Yes'
              ) : (
                <PayLinkButton link={payment.stripeLink} label={`Pay payment #${payment.id}`} />
              )}
              {hasReceipt(payment) && <ReceiptButton paymentId={payment.id} />}
            </Group>
          ),
          cardCell: (payment) => <PaymentBadge payment={payment} />,
        },
        { header: 'Actions', cardOnly: true, card: 'actions', cell: (payment) => <PaymentActions payment={payment} /> },
      ]}
    />
  );
}
