import { Container, Title } from '@mantine/core';
import { IconHistoryOff } from '@tabler/icons-react';
import { adminTexts } from '@wayfare/common';
import { ListPageBody } from '../../../components/list/list-page-body';
import { usePageParam } from '../../../components/paging/use-page-param';
import { usePagedList } from '../../../components/paging/use-paged-list';
import { useTexts } from '../../../lib/i18n/use-texts';
import { useAuditPage } from '../api/get-audit-page';
import { AuditFilterBar } from '../components/audit-filter-bar';
import { AuditTable } from '../components/audit-table';
import { useAuditFilters } from '../components/use-audit-filters';

/**
 * /audit (ADMIN): every admin write, newest first, filtered by entity and admin user id, both kept in the URL with
 * the page (docs/product/admin-tools.md#audit-log). One request per view: the page and its total.
 */
export function AuditPage() {
  const t = useTexts(adminTexts);
  const { filters, setFilters } = useAuditFilters();
  const [asked] = usePageParam();
  const audit = useAuditPage(asked, filters);
  // The answer's total gives the page count, and moves a page past the end (an old link) back to the last one.
  const { page, setPage, pageCount } = usePagedList(audit.data?.total);

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('audit.title')}
      </Title>
      <AuditFilterBar key={JSON.stringify(filters)} filters={filters} onChange={setFilters} />
      <ListPageBody
        what="audit log"
        icon={<IconHistoryOff aria-hidden />}
        queries={[audit]}
        data={audit.data}
        isEmpty={audit.data?.total === 0}
        empty={t('audit.empty')}
        paging={{ page, pageCount, onPageChange: setPage }}
      >
        {(answer) => <AuditTable entries={answer.entries} />}
      </ListPageBody>
    </Container>
  );
}
