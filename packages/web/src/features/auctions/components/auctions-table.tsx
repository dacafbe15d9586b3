import { Badge, Button, Stack, Text } from '@mantine/core';
import { auctionMessages, formatWallClock, type AuctionSummary, type MyAuctionState } from '@wayfare/common';
import { Link } from 'react-router';
import { useListButtonSize } from '../../../components/list/list-layout';
import { ResponsiveList } from '../../../components/list/responsive-list';
import { paths } from '../../../config/paths';

/** Ended below its reserve: nobody wins it (docs/product/auctions.md#reserve-price). */
const endedBelowReserve = (auction: AuctionSummary) =>
  !auction.winnerUser && auction.remainingMs === 0 && auction.reserveMet === false;

/** Ended without a single bid: nobody will win it, and there is nothing to join (docs/product/auctions.md#closing). */
const endedWithoutBids = (auction: AuctionSummary) =>
  !auction.winnerUser && auction.remainingMs === 0 && !auction.hasBids;

/** The Winner column: the name, or why there is none yet or ever. */
const winnerText = (auction: AuctionSummary) =>
  auction.winnerUser?.name ??
  (endedWithoutBids(auction)
    ? auctionMessages.endedNoBids
    : endedBelowReserve(auction)
      ? auctionMessages.endedReserveNotMet
      : auctionMessages.notYetDecided);

/**
 * What the Join column offers (docs/product/auctions.md#auctions-list): join while undecided, claim for the winner
 * while claimable (with its deadline), "Claim expired" once the claim lapsed (docs/product/auctions.md#claim-deadline),
 * else over.
 */
export function JoinCell({ auction, userId }: { auction: AuctionSummary; userId: number | undefined }) {
  const size = useListButtonSize();
  if (endedBelowReserve(auction) || endedWithoutBids(auction)) return <Text size="sm">{auctionMessages.over}</Text>;
  if (!auction.winnerUser) {
    return (
      <Button
        component={Link}
        to={paths.auction.href({ auctionId: auction.id })}
        size={size}
        title={`Join auction #${auction.id}`}
      >
        Join
      </Button>
    );
  }
  if (auction.claimExpired) return <Text size="sm">{auctionMessages.claimExpired}</Text>;
  if (auction.winnerUser.id === userId && auction.canBeClaimed === 1) {
    return (
      <Stack gap={4}>
        <Button
          component={Link}
          to={paths.claimAuction.href({ auctionId: auction.id })}
          size={size}
          color="green"
          title={`Claim auction #${auction.id}`}
        >
          Claim
        </Button>
        {auction.claimDeadline && (
          <Text size="xs" c="dimmed">
            {auctionMessages.claimBy(formatWallClock(auction.claimDeadline))}
          </Text>
        )}
      </Stack>
    );
  }
  return <Text size="sm">{auctionMessages.over}</Text>;
}

/**
 * The viewer's own state in an auction they bid on (docs/product/auctions.md#my-auctions); nothing when they did not.
 */
function MyStateBadge({ state }: { state: MyAuctionState | null }) {
  if (state === null) return null;
  const color = { LEADING: 'green', WON: 'green', OUTBID: 'orange', LOST: 'gray' }[state];
  return (
    <Badge variant="light" color={color}>
      {auctionMessages.myState[state]}
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
  return (
    <ResponsiveList
      label="All auctions"
      minWidth={860}
      items={auctions}
      itemKey={(auction) => auction.id}
      columns={[
        { header: '#', cell: (auction) => auction.id, card: 'title', cardCell: (auction) => `#${auction.id}` },
        { header: 'Description', cell: (auction) => auction.description },
        { header: 'End Date', cell: (auction) => formatWallClock(auction.endDateTime) },
        { header: 'Car', cell: (auction) => `${auction.car.make} ${auction.car.model}`, card: 'title' },
        {
          header: 'Winner',
          cell: winnerText,
        },
        showMyState && {
          header: 'My state',
          card: 'status',
          cell: (auction) => <MyStateBadge state={auction.myState} />,
        },
        { header: 'Join', card: 'actions', cell: (auction) => <JoinCell auction={auction} userId={userId} /> },
      ]}
    />
  );
}
