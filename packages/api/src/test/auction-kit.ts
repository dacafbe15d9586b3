import type { App } from '../app';
import { instantToWallClock } from '../lib/wall-clock';
import type { TestUser } from './factories';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The wire date-time (business time zone) `offsetMs` from now. */
export const wallClockIn = (app: App, offsetMs: number) =>
  instantToWallClock(new Date(Date.now() + offsetMs), app.config.timezone);

export const postAuction = (app: App, user: TestUser | undefined, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/auctions', headers: user?.headers ?? {}, payload: body as object });

export const postBid = (app: App, user: TestUser | undefined, auctionId: number, bidAmount: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/bids`,
    headers: user?.headers ?? {},
    payload: { bidAmount },
  });

export const getAuction = (app: App, user: TestUser | undefined, auctionId: number) =>
  app.inject({ method: 'GET', url: `/api/auctions/${auctionId}`, headers: user?.headers ?? {} });

export const postClaim = (app: App, user: TestUser | undefined, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/bookings/claim', headers: user?.headers ?? {}, payload: body as object });

/** The single error of an error body. */
export const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { errors: { error: string; field?: string }[] }).errors[0];
