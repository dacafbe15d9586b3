import type { Auction, AuctionSummary, Bid } from '@wayfare/common';

/** The demo accounts that SEED=demo creates (README). */
export const DEMO = {
  customer: { email: 'customer@example.com', password: 'customer123' },
  bidder: { email: 'bidder@example.com', password: 'bidder123' },
} as const;

export interface Session {
  userId: number;
  accessToken: string;
  headers: { authorization: string };
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function login(origin: string, account: { email: string; password: string }): Promise<Session> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { accessToken } = await json<{ accessToken: string }>(response, `login ${account.email}`);
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { userId: number };
  return { userId: payload.userId, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

export async function getAuction(origin: string, session: Session, id: number): Promise<Auction> {
  return json<Auction>(await fetch(`${origin}/api/auctions/${id}`, { headers: session.headers }), `GET auction ${id}`);
}

/** The seeded auction that is still running. */
export async function findRunningAuction(origin: string, session: Session): Promise<Auction> {
  const page = await json<AuctionSummary[]>(await fetch(`${origin}/api/auctions/paged?page=0`, { headers: session.headers }), 'GET auctions');
  const running = page.find((auction) => auction.remainingMs > 60_000);
  if (!running) throw new Error('the demo seed has no running auction');
  return getAuction(origin, session, running.id);
}

export async function placeBid(origin: string, session: Session, auctionId: number, bidAmount: number): Promise<Bid> {
  const response = await fetch(`${origin}/api/auctions/${auctionId}/bids`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ bidAmount }),
  });
  return json<Bid>(response, `bid ${bidAmount} on auction ${auctionId}`);
}
