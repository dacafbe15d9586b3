import { Container, EmptyState, Title } from '@mantine/core';
import { PAGE_SIZE } from '@wayfare/common';
import { IconGavel } from '@tabler/icons-react';
import { useEffect } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { Paging } from '../../../components/paging/paging';
import { pageCountOf, usePageParam } from '../../../components/paging/use-page-param';
import { useSession } from '../../../lib/session';
import { useAuctionsCount, useAuctionsPage } from '../api/get-auctions-page';
import { AuctionsTable } from '../components/auctions-table';

/** /all-auctions (any logged-in user): every auction, one page at a time (SPEC §2 "Auctions"). */
export function AllAuctionsPage() {
  const userId = useSession()?.claims.userId;
  const [page, setPage] = usePageParam();
  const count = useAuctionsCount();
  const auctions = useAuctionsPage(page);
  const pageCount = pageCountOf(count.data ?? 0, PAGE_SIZE);

  useEffect(() => {
    if (count.data !== undefined && pageCount > 0 && page >= pageCount) setPage(pageCount - 1, { replace: true });
  }, [count.data, page, pageCount, setPage]);

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        All auctions
      </Title>
      {count.isPending || auctions.isPending ? (
        <PageSpinner />
      ) : count.isError || auctions.isError ? (
        <EmptyState title="The auctions could not be loaded" description="Try again in a moment." icon={<IconGavel aria-hidden />} />
      ) : count.data === 0 ? (
        <EmptyState title="No auctions yet" icon={<IconGavel aria-hidden />} />
      ) : (
        <>
          <AuctionsTable auctions={auctions.data} userId={userId} />
          <Paging page={page} pageCount={pageCount} onPageChange={setPage} />
        </>
      )}
    </Container>
  );
}
