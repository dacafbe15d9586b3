import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney, type Bid } from '@wayfare/common';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} size="lg" component="dd" m={0}>
        {value}
      </Text>
    </Stack>
  );
}

/** Minimum bid, highest bid and highest bidder (docs/product/auctions.md#auction-page). */
export function AuctionFacts({ minBidAmount, highestBid }: { minBidAmount: number; highestBid: Bid | null }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
      <Fact label="Minimum bid" value={formatMoney(minBidAmount)} />
      <Fact label="Highest bid" value={highestBid ? formatMoney(highestBid.amount) : 'No bids yet'} />
      <Fact label="Highest bidder" value={highestBid ? highestBid.user.name : 'Nobody yet'} />
    </SimpleGrid>
  );
}
