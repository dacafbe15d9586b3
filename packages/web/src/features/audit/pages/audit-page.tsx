import { Container, EmptyState, Text, Title } from '@mantine/core';
import { IconHistoryOff } from '@tabler/icons-react';
import { auditTexts as texts } from '@wayfare/common';
import { PageSpinner } from '../../../components/page-spinner';
import { Paging } from '../../../components/paging/paging';
import { usePageParam } from '../../../components/paging/use-page-param';
import { usePagedList } from '../../../components/paging/use-paged-list';
import { useAuditPage } from '../api/get-audit-page';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { AuditTable } from '../components/audit-table';
import { useAuditFilters } from '../components/use-audit-filters';

/**
 * /audit (ADMIN): every admin write, newest first, filtered by entity and admin user id, both kept in the URL with
 * the page (docs/product/admin-tools.md#audit-log). One request per view: the page and its total.
 */
export function AuditPage() {
  const { filters, setFilters } = useAuditFilters();
  const [asked] = usePageParam();
  const audit = useAuditPage(asked, filters);
  // The answer's total gives the page count, and moves a page past the end (an old link) back to the last one.
  const { page, setPage, pageCount } = usePagedList(audit.data?.total);

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {texts.title}
      </Title>
      <AuditFilterBar key={JSON.stringify(filters)} filters={filters} onChange={setFilters} />
      {audit.isPending ? (
        <PageSpinner />
      ) : audit.isError ? (
        <EmptyState
          title="The audit log could not be loaded"
          description="Try again in a moment."
          icon={<IconHistoryOff aria-hidden />}
        />
      ) : audit.data.total === 0 ? (
        <Text c="dimmed">{texts.empty}</Text>
      ) : (
        <>
          <AuditTable entries={audit.data.entries} />
          <Paging page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
    </Container>
  );
}
