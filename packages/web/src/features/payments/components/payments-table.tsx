import '@mantine/core/styles/Table.css';
import { Group, Table } from '@mantine/core';
import { DataTable } from '../../../components/data-table';
import { formatMoney, formatWallClock, hasReceipt, type Payment } from '@wayfare/common';
import { PayLinkButton } from './pay-link-button';
import { ReceiptButton } from './receipt-button';

/**
 * The /my-payments table (docs/product/bookings-and-payments.md#all-payments): #, Description, Date, Amount, User, Is
 * paid.
 */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <DataTable label="All payments" minWidth={760} columns={['#', 'Description', 'Date', 'Amount', 'User', 'Is paid']}>
      {payments.map((payment) => (
        <Table.Tr key={payment.id}>
          <Table.Td>{payment.id}</Table.Td>
          <Table.Td>{payment.description}</Table.Td>
          <Table.Td>{formatWallClock(payment.createdOn)}</Table.Td>
          <Table.Td>{formatMoney(payment.amount)}</Table.Td>
          <Table.Td>{payment.user.name}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              {payment.kind === 'refund' && !payment.paid ? (
                // Money going back: nothing to pay, the provider has not confirmed it yet.
                'Refund pending'
              ) : payment.paid ? (
                'Yes'
              ) : (
                <PayLinkButton link={payment.stripeLink} label={`Pay payment #${payment.id}`} />
              )}
              {hasReceipt(payment) && <ReceiptButton paymentId={payment.id} />}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
