import { Container, EmptyState, Title } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { PageSpinner } from '../../../components/page-spinner';
import { Paging } from '../../../components/paging/paging';
import { usePagedList } from '../../../components/paging/use-paged-list';
import { useSession } from '../../../lib/session';
import { useAuctionsCount, useAuctionsPage } from '../api/get-auctions-page';
import { AuctionsTable } from '../components/auctions-table';

/** /all-auctions (any logged-in user): every auction, one page at a time (docs/product/auctions.md#auctions-list). */
export function AllAuctionsPage() {
  const userId = useSession()?.claims.userId;
  const count = useAuctionsCount();
  const { page, setPage, pageCount } = usePagedList(count.data);
  const auctions = useAuctionsPage(page);

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        All auctions
      </Title>
      {count.isPending || auctions.isPending ? (
        <PageSpinner />
      ) : count.isError || auctions.isError ? (
        <EmptyState
          title="The auctions could not be loaded"
          description="Try again in a moment."
          icon={<IconGavel aria-hidden />}
        />
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
