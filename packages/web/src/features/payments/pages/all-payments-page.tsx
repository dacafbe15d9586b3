import { Container, EmptyState, Group, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { PageSpinner } from '../../../components/page-spinner';
import { Paging } from '../../../components/paging/paging';
import { ExportPaymentsButton } from '../components/export-payments-button';
import { PaymentsTable } from '../components/payments-table';
import { usePagedPayments } from '../components/use-paged-payments';

/** /my-payments (ADMIN): every payment, one page at a time (docs/product/bookings-and-payments.md#all-payments). */
export function AllPaymentsPage() {
  const { page, setPage, pageCount, count, payments, isPending, isError } = usePagedPayments();
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="center" mb="lg">
        <Title order={1}>All payments</Title>
        <ExportPaymentsButton />
      </Group>
      {isPending ? (
        <PageSpinner />
      ) : isError || !payments ? (
        <EmptyState
          title="The payments could not be loaded"
          description="Try again in a moment."
          icon={<IconReceiptOff aria-hidden />}
        />
      ) : count === 0 ? (
        <EmptyState title="No payments yet" icon={<IconReceiptOff aria-hidden />} />
      ) : (
        <>
          <PaymentsTable payments={payments} />
          <Paging page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
    </Container>
  );
}
