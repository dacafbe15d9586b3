import { Badge, type MantineSpacing, Text } from '@mantine/core';
import { auctionMessages, formatMoney, formatWallClock, type Bid } from '@wayfare/common';
import { ResponsiveList } from '../../../components/list/responsive-list';

function AutoBadge({ bid, ml }: { bid: Bid; ml?: MantineSpacing }) {
  if (!bid.auto) return null;
  return (
    <Badge ml={ml} size="xs" variant="light" color="gray" title="Placed by the server for the bidder's maximum">
      {auctionMessages.auto}
    </Badge>
  );
}

/**
 * The bidding history (docs/product/auctions.md#auction-page): Time, User, Amount in €, newest first (the order the
 * cache keeps); a bid the server placed for a bidder's maximum is marked "auto"
 * (docs/product/auctions.md#maximum-bids). On a phone, one card per bid headed by its amount.
 */
export function BidsTable({ bids }: { bids: Bid[] }) {
  if (bids.length === 0) return <Text c="dimmed">No bids yet.</Text>;
  return (
    <ResponsiveList
      label="Bidding history"
      minWidth={420}
      items={bids}
      itemKey={(bid) => bid.id}
      columns={[
        { header: 'Time', cell: (bid) => formatWallClock(bid.dateTime) },
        { header: 'User', cell: (bid) => bid.user.name },
        {
          header: 'Amount in €',
          card: 'title',
          cell: (bid) => (
            <>
              {formatMoney(bid.amount)}
              <AutoBadge bid={bid} ml="xs" />
            </>
          ),
          cardCell: (bid) => formatMoney(bid.amount),
        },
        { header: 'Auto', cardOnly: true, card: 'status', cell: (bid) => <AutoBadge bid={bid} /> },
      ]}
    />
  );
}
