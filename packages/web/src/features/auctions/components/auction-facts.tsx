import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { auctionMessages, formatMoney } from '@wayfare/common';
import type { ReactNode } from 'react';
import type { HighestView } from './auction-state';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} size="lg" component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

interface AuctionFactsProps {
  minBidAmount: number;
  highest: HighestView | null;
  /** null without a reserve: then nothing is said about it (docs/product/auctions.md#reserve-price). */
  reserveMet: boolean | null;
}

/**
 * Minimum bid, highest bid (with whether the reserve is met) and highest bidder
 * (docs/product/auctions.md#auction-page).
 */
export function AuctionFacts({ minBidAmount, highest, reserveMet }: AuctionFactsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
      <Fact label="Minimum bid">{formatMoney(minBidAmount)}</Fact>
      <Fact label="Highest bid">
        <Group component="span" gap="xs" wrap="nowrap">
          <span>{highest ? formatMoney(highest.amount) : 'No bids yet'}</span>
          {reserveMet !== null && (
            <Badge component="span" size="sm" variant="light" color={reserveMet ? 'green' : 'orange'}>
              {reserveMet ? auctionMessages.reserveMet : auctionMessages.reserveNotMet}
            </Badge>
          )}
        </Group>
      </Fact>
      <Fact label="Highest bidder">{highest ? highest.bidder.name : 'Nobody yet'}</Fact>
    </SimpleGrid>
  );
}
