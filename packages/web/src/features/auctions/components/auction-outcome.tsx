import { Alert, Button, Text } from '@mantine/core';
import { auctionsTexts, formatWallClock, type Auction } from '@wayfare/common';
import { IconGavel } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';

interface AuctionOutcomeProps {
  auction: Pick<Auction, 'id' | 'winnerUser' | 'canBeClaimed' | 'claimDeadline' | 'claimExpired' | 'hasBids'>;
  userId: number | undefined;
}

/**
 * How an ended auction ended, for the viewer (docs/product/auctions.md#auction-page): the winner is told until when to
 * claim and gets the Claim button; an auction nobody bid on says so. Nothing while the winner is not yet decided.
 */
export function AuctionOutcome({ auction, userId }: AuctionOutcomeProps) {
  const t = useTexts(auctionsTexts);
  const locale = useLocale();
  if (!auction.hasBids) return <Text fw={600}>{t('endedNoBids')}</Text>;
  if (auction.winnerUser === null || auction.winnerUser.id !== userId) return null;
  if (auction.claimExpired) {
    return (
      <Alert color="orange" variant="light" title={t('claimExpired')}>
        {t('outcome.claimLapsed')}
      </Alert>
    );
  }
  if (auction.canBeClaimed === 1 && auction.claimDeadline) {
    return (
      <Alert
        color="green"
        variant="light"
        title={t('outcome.wonClaimBy', { date: formatWallClock(auction.claimDeadline, locale) })}
      >
        <Text size="sm" mb="sm">
          {t('outcome.claimHint')}
        </Text>
        <Button
          component={Link}
          to={paths.claimAuction.href({ auctionId: auction.id })}
          color="green"
          fullWidth
          leftSection={<IconGavel size={18} aria-hidden />}
        >
          {t('claim')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" title={t('outcome.won')}>
      {t('outcome.tripBooked')}{' '}
      <Text component={Link} to={paths.myBookings.href()} inherit td="underline">
        {t('outcome.seeMyBookings')}
      </Text>
      .
    </Alert>
  );
}
