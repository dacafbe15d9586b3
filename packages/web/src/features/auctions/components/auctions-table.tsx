import { Badge, Button, Stack, Text } from '@mantine/core';
import { auctionsTexts, formatWallClock, type AuctionSummary, type MyAuctionState } from '@wayfare/common';
import { Link } from 'react-router';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';

/** Ended below its reserve: nobody wins it (docs/product/auctions.md#reserve-price). */
const endedBelowReserve = (auction: AuctionSummary) =>
  !auction.winnerUser && auction.remainingMs === 0 && auction.reserveMet === false;

/** Ended without a single bid: nobody will win it, and there is nothing to join (docs/product/auctions.md#closing). */
const endedWithoutBids = (auction: AuctionSummary) =>
  !auction.winnerUser && auction.remainingMs === 0 && !auction.hasBids;

/** The Winner column: the name, or why there is none yet or ever. */
function WinnerCell({ auction }: { auction: AuctionSummary }) {
  const t = useTexts(auctionsTexts);
  if (auction.winnerUser) return auction.winnerUser.name;
  if (endedWithoutBids(auction)) return t('endedNoBids');
  return endedBelowReserve(auction) ? t('list.endedReserveNotMet') : t('list.notYetDecided');
}

/**
 * What the Join column offers (docs/product/auctions.md#auctions-list): join while undecided, claim for the winner
 * while claimable (with its deadline), "Claim expired" once the claim lapsed (docs/product/auctions.md#claim-deadline),
 * else over.
 */
export function JoinCell({ auction, userId }: { auction: AuctionSummary; userId: number | undefined }) {
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  const size = useListButtonSize();
  if (endedBelowReserve(auction) || endedWithoutBids(auction)) return <Text size="sm">{t('list.over')}</Text>;
  if (!auction.winnerUser) {
    return (
      <Button
        component={Link}
        to={paths.auction.href({ auctionId: auction.id })}
        size={size}
        title={t('list.joinAuction', { auctionId: auction.id })}
      >
        {t('list.join')}
      </Button>
    );
  }
  if (auction.claimExpired) return <Text size="sm">{t('claimExpired')}</Text>;
  if (auction.winnerUser.id === userId && auction.canBeClaimed === 1) {
    return (
      <Stack gap={4}>
        <Button
          component={Link}
          to={paths.claimAuction.href({ auctionId: auction.id })}
          size={size}
          color="green"
          title={t('list.claimAuction', { auctionId: auction.id })}
        >
          {t('claim')}
        </Button>
        {auction.claimDeadline && (
          <Text size="xs" c="dimmed">
            {t('list.claimBy', { date: formatWallClock(auction.claimDeadline, locale) })}
          </Text>
        )}
      </Stack>
    );
  }
  return <Text size="sm">{t('list.over')}</Text>;
}

/**
 * The viewer's own state in an auction they bid on (docs/product/auctions.md#my-auctions); nothing when they did not.
 */
function MyStateBadge({ state }: { state: MyAuctionState | null }) {
  const t = useTexts(auctionsTexts);
  if (state === null) return null;
  const color = { LEADING: 'green', WON: 'green', OUTBID: 'orange', LOST: 'gray' }[state];
  return (
    <Badge variant="light" color={color}>
      {t(`myState.${state}`)}
    </Badge>
  );
}

interface AuctionsTableProps {
  auctions: AuctionSummary[];
  userId: number | undefined;
  /** "My state" is for customers: admins never bid. */
  showMyState: boolean;
}

/**
 * The /all-auctions list: #, Description, End Date, Car, Winner, My state (customers), Join; on a phone, one card per
 * auction headed by its number and car (docs/product/screens-and-navigation.md#lists-on-a-phone).
 */
export function AuctionsTable({ auctions, userId, showMyState }: AuctionsTableProps) {
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  return (
    <ResponsiveList
      label={t('list.title')}
      minWidth={860}
      items={auctions}
      itemKey={(auction) => auction.id}
      columns={[
        { header: '#', cell: (auction) => auction.id, card: 'title', cardCell: (auction) => `#${auction.id}` },
        { header: t('list.column.description'), cell: (auction) => auction.description },
        { header: t('list.column.endDate'), cell: (auction) => formatWallClock(auction.endDateTime, locale) },
        { header: t('list.column.car'), cell: (auction) => `${auction.car.make} ${auction.car.model}`, card: 'title' },
        {
          header: t('list.column.winner'),
          cell: (auction) => <WinnerCell auction={auction} />,
        },
        showMyState && {
          header: t('list.column.myState'),
          card: 'status',
          cell: (auction) => <MyStateBadge state={auction.myState} />,
        },
        {
          header: t('list.column.join'),
          card: 'actions',
          cell: (auction) => <JoinCell auction={auction} userId={userId} />,
        },
      ]}
    />
  );
}
