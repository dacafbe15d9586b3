import type { DomainEvents } from '../../events/domain-events';
import { auctionClaimLapsedMail, auctionOutbidMail, auctionSecondChanceMail, auctionWonMail } from './emails';
import type { NotificationContext } from './notification-outbox';

/** The e-mails about auctions: won, outbid, a lapsed claim, a second chance. */
export function createAuctionNotifications({ reads, enqueue, mail }: NotificationContext) {
  return {
    /**
     * Always sent: the winner has a car to claim. Nobody hears of an auction that ended without bids or below its
     * reserve.
     */
    async auctionClosed({ auctionId, winnerUserId }: DomainEvents['auctionClosed']) {
      if (winnerUserId === null) return;
      const [user, auction] = await Promise.all([reads.user(winnerUserId), reads.auction(auctionId)]);
      if (user && auction) await enqueue([auctionWonMail(user, auction, mail)]);
    },

    /** Only with the Bookings preference on, which covers auctions (docs/product/auctions.md#outbid-alerts). */
    async auctionOutbid({ auctionId, userId, highestBid }: DomainEvents['auctionOutbid']) {
      const user = await reads.user(userId);
      if (!user?.bookingsEmails) return;
      const auction = await reads.auction(auctionId);
      if (auction) await enqueue([auctionOutbidMail(user, auction, highestBid, mail)]);
    },

    /**
     * Always sent, like the winner's mail: it is about a purchase the user made, not news they may opt out of
     * (docs/product/auctions.md#claim-deadline).
     */
    async auctionClaimLapsed({ auctionId, userId }: DomainEvents['auctionClaimLapsed']) {
      const [user, auction, barredUntil] = await Promise.all([
        reads.user(userId),
        reads.auction(auctionId),
        reads.barredUntil(auctionId, userId),
      ]);
      if (user && auction) await enqueue([auctionClaimLapsedMail(user, auction, barredUntil, mail)]);
    },

    /** Always sent: the offer has a deadline (docs/product/auctions.md#second-chance). */
    async auctionSecondChance({ auctionId, userId, amount }: DomainEvents['auctionSecondChance']) {
      const [user, auction] = await Promise.all([reads.user(userId), reads.auction(auctionId)]);
      if (user && auction) await enqueue([auctionSecondChanceMail(user, auction, amount, mail)]);
    },
  };
}
