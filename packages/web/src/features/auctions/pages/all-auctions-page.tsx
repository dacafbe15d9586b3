import { Checkbox, Container, Title } from '@mantine/core';
import { auctionsTexts } from '@wayfare/common';
import { IconGavel } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ListPageBody } from '../../../components/list/list-page-body';
import { usePagedList } from '../../../components/paging/use-paged-list';
import { useTexts } from '../../../lib/i18n/use-texts';
import { hasRole, useSession } from '../../../lib/session';
import { useAuctionsCount, useAuctionsPage } from '../api/get-auctions-page';
import { AuctionsTable } from '../components/auctions-table';

/**
 * "Only auctions I bid on", kept in the URL as `?mine=true` so a reload or a shared link keeps it
 * (docs/product/auctions.md#my-auctions). Switching it starts again at the first page.
 */
function useMineParam(): [mine: boolean, setMine: (mine: boolean) => void] {
  const [query, setQuery] = useSearchParams();
  const setMine = (mine: boolean) =>
    setQuery((previous) => {
      const updated = new URLSearchParams(previous);
      if (mine) updated.set('mine', 'true');
      else updated.delete('mine');
      updated.delete('page');
      return updated;
    });
  return [query.get('mine') === 'true', setMine];
}

/** /all-auctions (any logged-in user): every auction, one page at a time (docs/product/auctions.md#auctions-list). */
export function AllAuctionsPage() {
  const t = useTexts(auctionsTexts);
  const session = useSession();
  const userId = session?.claims.userId;
  // Admins never bid (docs/product/auctions.md#bid-rules): the filter and "My state" are for customers.
  const isAdmin = hasRole(session, 'ADMIN');
  const [mine, setMine] = useMineParam();
  const count = useAuctionsCount(mine);
  const { page, setPage, pageCount } = usePagedList(count.data);
  const auctions = useAuctionsPage(page, mine);

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('list.title')}
      </Title>
      {!isAdmin && (
        <Checkbox
          mb="md"
          label={t('list.onlyMine')}
          checked={mine}
          onChange={(event) => setMine(event.currentTarget.checked)}
        />
      )}
      <ListPageBody
        what="auctions"
        icon={<IconGavel aria-hidden />}
        queries={[count, auctions]}
        data={auctions.data}
        isEmpty={count.data === 0}
        empty={{ title: mine ? t('list.emptyMine') : t('list.empty') }}
        paging={{ page, pageCount, onPageChange: setPage }}
      >
        {(rows) => <AuctionsTable auctions={rows} userId={userId} showMyState={!isAdmin} />}
      </ListPageBody>
    </Container>
  );
}
