import type { ClaimAuctionBody, CreateAuctionBody, SessionClaims } from '@wayfare/common';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/domain-events';
import { claimAuction, releaseClaim } from './auction-claim';
import { createAuction } from './auction-create';
import { countAuctions, pageAuctions, readAuction } from './auction-reads';
import { placeBid } from './place-bid';

export interface AuctionsServiceDeps {
  db: Db;
  events: EventBus;
  timeZone: string;
  /** The clock; tests move it. */
  now?: () => Date;
}

/**
 * The auction calls (docs/product/auctions.md#auctions-api), their bid rules (docs/product/auctions.md#bid-rules) and
 * the claim of a won auction (docs/product/auctions.md#claim).
 */
export function createAuctionsService({ db, events, timeZone, now = () => new Date() }: AuctionsServiceDeps) {
  const bidContext = { db, events, timeZone, now };
  return {
    count: () => countAuctions(db),
    page: (page: number) => pageAuctions(db, timeZone, page, now()),
    get: (id: number) => readAuction(db, timeZone, id, now()),

    async create(body: CreateAuctionBody) {
      const at = now();
      const id = await createAuction(db, timeZone, body, at);
      return readAuction(db, timeZone, id, at);
    },

    placeBid: (claims: SessionClaims, auctionId: number, bid: { bidAmount: number; maxAmount?: number | undefined }) =>
      placeBid(bidContext, { auctionId, claims, amount: bid.bidAmount, maxAmount: bid.maxAmount }),

    claim: (claims: SessionClaims, body: ClaimAuctionBody) => claimAuction(db, timeZone, claims.userId, body, now()),

    releaseClaim: (bookingId: number) => releaseClaim(db, bookingId),
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
