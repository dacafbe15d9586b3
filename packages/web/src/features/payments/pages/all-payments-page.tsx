import { Container, Group, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { paymentsTexts } from '@wayfare/common';
import { ListPageBody } from '../../../components/list/list-page-body';
import { useTexts } from '../../../lib/i18n/use-texts';
import { ExportPaymentsButton } from '../components/export-payments-button';
import { PaymentsTable } from '../components/payments-table';
import { usePagedPayments } from '../components/use-paged-payments';

/** /my-payments (ADMIN): every payment, one page at a time (docs/product/bookings-and-payments.md#all-payments). */
export function AllPaymentsPage() {
  const t = useTexts(paymentsTexts);
  const { page, setPage, pageCount, count, payments, isPending, isError } = usePagedPayments();
  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="center" mb="lg">
        <Title order={1}>{t('all.title')}</Title>
        <ExportPaymentsButton />
      </Group>
      <ListPageBody
        what="payments"
        icon={<IconReceiptOff aria-hidden />}
        queries={[{ isPending, isError }]}
        data={payments}
        isEmpty={count === 0}
        empty={{ title: t('list.empty') }}
        paging={{ page, pageCount, onPageChange: setPage }}
      >
        {(rows) => <PaymentsTable payments={rows} />}
      </ListPageBody>
    </Container>
  );
}
