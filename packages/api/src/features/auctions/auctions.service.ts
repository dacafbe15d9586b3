import type { ClaimAuctionBody, CreateAuctionBody, SessionClaims } from '@wayfare/common';
import type { Db } from '../../db/client';
import type { BookingsPort } from '../../domain/bookings-port';
import type { EventBus } from '../../events/domain-events';
import { claimAuction, releaseClaim } from './auction-claim';
import { createAuction } from './auction-create';
import {
  countAuctions,
  pageAuctions,
  readAuction,
  readAuctionState,
  type AuctionsFilter,
  type Viewer,
} from './auction-reads';
import { placeBid } from './place-bid';
import { raiseLeaderMaximum } from './raise-maximum';

export interface AuctionsServiceDeps {
  db: Db;
  events: EventBus;
  timeZone: string;
  /** A claim books the car through the bookings feature. */
  bookings: BookingsPort;
  /** The clock; tests move it. */
  now?: () => Date;
}

/**
 * The auction calls (docs/product/auctions.md#auctions-api), their bid rules (docs/product/auctions.md#bid-rules) and
 * the claim of a won auction (docs/product/auctions.md#claim).
 */
export function createAuctionsService({ db, events, timeZone, bookings, now = () => new Date() }: AuctionsServiceDeps) {
  const bidContext = { db, events, timeZone, now };
  return {
    count: (viewer: Viewer, filter: AuctionsFilter) => countAuctions(db, viewer, filter),
    page: (viewer: Viewer, query: AuctionsFilter & { page: number }) =>
      pageAuctions(db, timeZone, viewer, query, now()),
    get: (viewer: Viewer, id: number) => readAuction(db, timeZone, viewer, id, now()),
    /** What `/auction/{id}/state` carries now (docs/product/realtime-contract.md#auction-state). */
    state: (id: number) => readAuctionState(db, timeZone, id, now()),

    /** The answer goes to the admin who created it, so it shows the reserve. */
    async create(viewer: Viewer, body: CreateAuctionBody) {
      const at = now();
      const id = await createAuction(db, timeZone, body, at, viewer.userId);
      return readAuction(db, timeZone, viewer, id, at);
    },

    placeBid: (claims: SessionClaims, auctionId: number, bid: { bidAmount: number; maxAmount?: number | undefined }) =>
      placeBid(bidContext, { auctionId, claims, amount: bid.bidAmount, maxAmount: bid.maxAmount }),

    raiseMaximum: (claims: SessionClaims, auctionId: number, maxAmount: number) =>
      raiseLeaderMaximum(bidContext, { auctionId, claims, maxAmount }),

    claim: (claims: SessionClaims, body: ClaimAuctionBody) =>
      claimAuction(db, timeZone, claims.userId, body, now(), bookings),

    releaseClaim: (bookingId: number) => releaseClaim(db, bookingId),
  };
}

export type AuctionsService = ReturnType<typeof createAuctionsService>;
