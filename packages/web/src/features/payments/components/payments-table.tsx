import { Table } from '@mantine/core';
import type { Payment } from '@wayfare/common';
import { formatDateTime, formatEuro } from '../../../components/money';
import { PayLinkButton } from './pay-link-button';

/** The /my-payments table of SPEC §2: #, Description, Date, Amount, User, Is paid. */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  // Focusable and named: on a phone the table scrolls sideways, also by keyboard.
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} role="region" aria-label="All payments (scrolls sideways)">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="All payments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Description</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
            <Table.Th scope="col">User</Table.Th>
            <Table.Th scope="col">Is paid</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{payment.id}</Table.Td>
              <Table.Td>{payment.description}</Table.Td>
              <Table.Td>{formatDateTime(payment.createdOn)}</Table.Td>
              <Table.Td>{formatEuro(payment.amount)}</Table.Td>
              <Table.Td>{payment.user.name}</Table.Td>
              <Table.Td>
                {payment.paid ? 'Yes' : <PayLinkButton link={payment.stripeLink} label={`Pay payment #${payment.id}`} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
