import { instantToWallClock } from '@wayfare/common';
import type { App } from '../app';
import type { TestUser } from './factories';

/** The bookings feature as the auctions feature gets it from app.ts, for tests that build the auction service. */
export { bookingsPort } from '../features/bookings/bookings-port';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The wire date-time (business time zone) `offsetMs` from now. */
export const wallClockIn = (app: App, offsetMs: number) =>
  instantToWallClock(new Date(Date.now() + offsetMs), app.config.timezone);

export const postAuction = (app: App, user: TestUser | undefined, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/auctions', headers: user?.headers ?? {}, payload: body as object });

/** A bid over HTTP; with `maxAmount`, the bidder's secret maximum too (docs/product/auctions.md#maximum-bids). */
export const postBid = (
  app: App,
  user: TestUser | undefined,
  auctionId: number,
  bidAmount: unknown,
  maxAmount?: unknown,
) =>
  app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: user?.headers ?? {},
    payload: maxAmount === undefined ? { bidAmount } : { bidAmount, maxAmount },
  });

/** `PUT /api/auctions/{id}/maximum`: the leader raises their maximum (docs/product/auctions.md#raising-a-maximum). */
export const putMaximum = (app: App, user: TestUser | undefined, auctionId: number, maxAmount: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/auctions/${auctionId}/maximum`,
    headers: user?.headers ?? {},
    payload: { maxAmount },
  });

export const getAuction = (app: App, user: TestUser | undefined, auctionId: number) =>
  app.inject({ method: 'GET', url: `/api/auctions/${auctionId}`, headers: user?.headers ?? {} });

/** `GET /api/auctions/paged` (and `mine=true` when asked) as `user` sees it. */
export const getAuctionsPage = (app: App, user: TestUser | undefined, query: { page?: number; mine?: boolean } = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/auctions/paged?page=${query.page ?? 0}${query.mine ? '&mine=true' : ''}`,
    headers: user?.headers ?? {},
  });

export const getAuctionsCount = (app: App, user: TestUser | undefined, query: { mine?: boolean } = {}) =>
  app.inject({
    method: 'GET',
    url: `/api/auctions/count${query.mine ? '?mine=true' : ''}`,
    headers: user?.headers ?? {},
  });

export const postClaim = (app: App, user: TestUser | undefined, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/bookings/claim', headers: user?.headers ?? {}, payload: body as object });

/** The single error of an error body. */
export const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { error: string; field?: string }[] }).errors[0];
