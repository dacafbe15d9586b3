import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { auctionsTexts, formatMoney } from '@wayfare/common';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
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
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0}>
      <Fact label={t('facts.minimumBid')}>{formatMoney(minBidAmount, locale)}</Fact>
      <Fact label={t('facts.highestBid')}>
        <Group component="span" gap="xs" wrap="nowrap">
          <span>{highest ? formatMoney(highest.amount, locale) : t('facts.noBidsYet')}</span>
          {reserveMet !== null && (
            <Badge component="span" size="sm" variant="light" color={reserveMet ? 'green' : 'orange'}>
              {reserveMet ? t('facts.reserveMet') : t('facts.reserveNotMet')}
            </Badge>
          )}
        </Group>
      </Fact>
      <Fact label={t('facts.highestBidder')}>{highest ? highest.bidder.name : t('facts.nobodyYet')}</Fact>
    </SimpleGrid>
  );
}
