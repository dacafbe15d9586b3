import { randomBytes } from 'node:crypto';
import type { Auction, Bid } from '@wayfare/common';

/**
 * The administrator each server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD in server.ts): a DATABASE_URL
 * database never gets the demo accounts, so the suite brings its own people.
 */
export const FAULT_ADMIN = { email: 'fault-admin@wayfare.test', password: 'fault-admin-password' } as const;

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
  return sessionOf(accessToken);
}

export async function getAuction(origin: string, session: Session, id: number): Promise<Auction> {
  return json<Auction>(await fetch(`${origin}/api/auctions/${id}`, { headers: session.headers }), `GET auction ${id}`);
}

function sessionOf(accessToken: string): Session {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    userId: number;
  };
  return { userId: payload.userId, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** A new customer account (registered as a person would), logged in. */
export async function registerCustomer(origin: string, name: string): Promise<Session> {
  const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@wayfare.test`;
  const password = 'fault-suite-password';
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, confirmPassword: password, birthDate: '1990-01-01' }),
  });
  const { accessToken } = await json<{ accessToken: string }>(response, `register ${email}`);
  return sessionOf(accessToken);
}

/** An auction running for 30 more days, opened by the administrator on the first exclusive car of the demo fleet. */
export async function openAuction(origin: string): Promise<number> {
  const admin = await login(origin, FAULT_ADMIN);
  const [car] = await json<Array<{ id: number }>>(
    await fetch(`${origin}/api/cars/exclusive`, { headers: admin.headers }),
    'GET exclusive cars',
  );
  if (!car) throw new Error('SEED=demo put no exclusive car in the fleet');
  const endAt = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 19);
  const response = await fetch(`${origin}/api/auctions`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ description: 'Fault suite auction', minBidAmount: 250, endDateTime: endAt, car: car.id }),
  });
  return (await json<{ id: number }>(response, 'POST auction')).id;
}

/** Two customers and a running auction for them to bid on. */
export async function auctionWithBidders(
  origin: string,
): Promise<{ customer: Session; bidder: Session; auction: Auction }> {
  const auctionId = await openAuction(origin);
  const customer = await registerCustomer(origin, 'Customer');
  const bidder = await registerCustomer(origin, 'Bidder');
  return { customer, bidder, auction: await getAuction(origin, customer, auctionId) };
}

export async function placeBid(origin: string, session: Session, auctionId: number, bidAmount: number): Promise<Bid> {
  const response = await fetch(`${origin}/api/auctions/${auctionId}/bids`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ bidAmount }),
  });
  return json<Bid>(response, `bid ${bidAmount} on auction ${auctionId}`);
}
