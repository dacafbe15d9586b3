import '@mantine/core/styles/Table.css';
import { Badge, Button, Table, Text } from '@mantine/core';
import { auctionMessages, formatWallClock, type AuctionSummary, type MyAuctionState } from '@wayfare/common';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { paths } from '../../../config/paths';

/** Ended below its reserve: nobody wins it (docs/product/auctions.md#reserve-price). */
const endedBelowReserve = (auction: AuctionSummary) =>
  !auction.winnerUser && auction.remainingMs === 0 && auction.reserveMet === false;

/**
 * What the Join column offers (docs/product/auctions.md#auctions-list): join while undecided, claim for the winner
 * while claimable, "Claim expired" once the claim lapsed (docs/product/auctions.md#claim-deadline), else over.
 */
export function JoinCell({ auction, userId }: { auction: AuctionSummary; userId: number | undefined }) {
  if (endedBelowReserve(auction)) return <Text size="sm">{auctionMessages.over}</Text>;
  if (!auction.winnerUser) {
    return (
      <Button
        component={Link}
        to={paths.auction.href({ auctionId: auction.id })}
        size="xs"
        title={`Join auction #${auction.id}`}
      >
        Join
      </Button>
    );
  }
  if (auction.claimExpired) return <Text size="sm">{auctionMessages.claimExpired}</Text>;
  if (auction.winnerUser.id === userId && auction.canBeClaimed === 1) {
    return (
      <Button
        component={Link}
        to={paths.claimAuction.href({ auctionId: auction.id })}
        size="xs"
        color="green"
        title={`Claim auction #${auction.id}`}
      >
        Claim
      </Button>
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

/** The /all-auctions table: #, Description, End Date, Car, Winner, My state (customers), Join. */
export function AuctionsTable({ auctions, userId, showMyState }: AuctionsTableProps) {
  return (
    <DataTable
      label="All auctions"
      minWidth={860}
      columns={['#', 'Description', 'End Date', 'Car', 'Winner', showMyState && 'My state', 'Join']}
    >
      {auctions.map((auction) => (
        <Table.Tr key={auction.id}>
          <Table.Td>{auction.id}</Table.Td>
          <Table.Td>{auction.description}</Table.Td>
          <Table.Td>{formatWallClock(auction.endDateTime)}</Table.Td>
          <Table.Td>{`${auction.car.make} ${auction.car.model}`}</Table.Td>
          <Table.Td>
            {auction.winnerUser?.name ??
              (endedBelowReserve(auction) ? auctionMessages.endedReserveNotMet : auctionMessages.notYetDecided)}
          </Table.Td>
          {showMyState && (
            <Table.Td>
              <MyStateBadge state={auction.myState} />
            </Table.Td>
          )}
          <Table.Td>
            <JoinCell auction={auction} userId={userId} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
