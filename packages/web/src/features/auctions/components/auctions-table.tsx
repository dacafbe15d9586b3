import '@mantine/core/styles/Table.css';
import { Button, Table, Text } from '@mantine/core';
import { auctionMessages, formatWallClock, type AuctionSummary } from '@wayfare/common';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { paths } from '../../../config/paths';

/**
 * What the Join column offers (docs/product/auctions.md#auctions-list): join while undecided, claim for the winner
 * while claimable, else over.
 */
export function JoinCell({ auction, userId }: { auction: AuctionSummary; userId: number | undefined }) {
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

/** The /all-auctions table: #, Description, End Date, Car, Winner, Join. */
export function AuctionsTable({ auctions, userId }: { auctions: AuctionSummary[]; userId: number | undefined }) {
  return (
    <DataTable label="All auctions" minWidth={760} columns={['#', 'Description', 'End Date', 'Car', 'Winner', 'Join']}>
      {auctions.map((auction) => (
        <Table.Tr key={auction.id}>
          <Table.Td>{auction.id}</Table.Td>
          <Table.Td>{auction.description}</Table.Td>
          <Table.Td>{formatWallClock(auction.endDateTime)}</Table.Td>
          <Table.Td>{`${auction.car.make} ${auction.car.model}`}</Table.Td>
          <Table.Td>{auction.winnerUser?.name ?? auctionMessages.notYetDecided}</Table.Td>
          <Table.Td>
            <JoinCell auction={auction} userId={userId} />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
