import { Alert, Button, Text } from '@mantine/core';
import { auctionMessages, formatWallClock, type Auction } from '@wayfare/common';
import { IconGavel } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface AuctionOutcomeProps {
  auction: Pick<Auction, 'id' | 'winnerUser' | 'canBeClaimed' | 'claimDeadline' | 'claimExpired' | 'hasBids'>;
  userId: number | undefined;
}

/**
 * How an ended auction ended, for the viewer (docs/product/auctions.md#auction-page): the winner is told until when to
 * claim and gets the Claim button; an auction nobody bid on says so. Nothing while the winner is not yet decided.
 */
export function AuctionOutcome({ auction, userId }: AuctionOutcomeProps) {
  if (!auction.hasBids) return <Text fw={600}>{auctionMessages.endedNoBids}</Text>;
  if (auction.winnerUser === null || auction.winnerUser.id !== userId) return null;
  if (auction.claimExpired) {
    return (
      <Alert color="orange" variant="light" title={auctionMessages.claimExpired}>
        The 48 hours to claim and pay this win have passed.
      </Alert>
    );
  }
  if (auction.canBeClaimed === 1 && auction.claimDeadline) {
    return (
      <Alert color="green" variant="light" title={auctionMessages.wonClaimBy(formatWallClock(auction.claimDeadline))}>
        <Text size="sm" mb="sm">
          Choose where and when you drive it, then pay the winning bid.
        </Text>
        <Button
          component={Link}
          to={paths.claimAuction.href({ auctionId: auction.id })}
          color="green"
          fullWidth
          leftSection={<IconGavel size={18} aria-hidden />}
        >
          Claim
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" title="You won">
      Your trip is booked:{' '}
      <Text component={Link} to={paths.myBookings.href()} inherit td="underline">
        see My bookings
      </Text>
      .
    </Alert>
  );
}
