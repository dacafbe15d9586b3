import '@mantine/core/styles/Table.css';
import { Badge, Table, Text } from '@mantine/core';
import { auctionMessages, formatMoney, formatWallClock, type Bid } from '@wayfare/common';
import { DataTable } from '../../../components/data-table';

/**
 * The bidding history (docs/product/auctions.md#auction-page): Time, User, Amount in €, newest first (the order the
 * cache keeps); a bid the server placed for a bidder's maximum is marked "auto"
 * (docs/product/auctions.md#maximum-bids).
 */
export function BidsTable({ bids }: { bids: Bid[] }) {
  if (bids.length === 0) return <Text c="dimmed">No bids yet.</Text>;
  return (
    <DataTable label="Bidding history" minWidth={420} columns={['Time', 'User', 'Amount in €']}>
      {bids.map((bid) => (
        <Table.Tr key={bid.id}>
          <Table.Td>{formatWallClock(bid.dateTime)}</Table.Td>
          <Table.Td>{bid.user.name}</Table.Td>
          <Table.Td>
            {formatMoney(bid.amount)}
            {bid.auto && (
              <Badge
                ml="xs"
                size="xs"
                variant="light"
                color="gray"
                title="Placed by the server for the bidder's maximum"
              >
                {auctionMessages.auto}
              </Badge>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
