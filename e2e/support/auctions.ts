import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { instantToWallClock } from '@wayfare/common';
import { waitForAppOnLoad } from './test';
import { loginAs } from './session';

export type Who = { email: string; password: string };
export type AuctionRow = {
  id: number;
  description: string;
  remainingMs: number;
  car: { id: number };
  winnerUser: { name: string } | null;
  canBeClaimed: 0 | 1;
  claimDeadline: string | null;
};

/** A customer of our own, so journeys do not depend on each other's bids. */
export async function registerCustomer(request: APIRequestContext, name: string): Promise<Who> {
  // "Françoise Enchère" signs up as francoise-…@example.com: an address's local part is ASCII here.
  const first = name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const who = { email: `${first}-${Date.now()}@example.com`, password: 'secret12' };
  const response = await request.post('/api/auth/register', {
    data: { name, ...who, confirmPassword: who.password, birthDate: '1990-02-03' },
  });
  expect(response.ok()).toBe(true);
  return who;
}

/** A page of its own (own browser context, own session) logged in as `who`. */
export async function sessionOf(browser: Browser, who: Who): Promise<Page> {
  const page = waitForAppOnLoad(await (await browser.newContext()).newPage());
  await loginAs(page, who);
  return page;
}

/** A phone (390×844, touch) of its own, logged in with `token` from its first page on. */
export async function phoneOf(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // The app keeps its session in sessionStorage (packages/web/src/lib/session.ts); a renewed token is kept.
  await context.addInitScript((issued) => {
    if (!sessionStorage.getItem('accessToken')) sessionStorage.setItem('accessToken', issued);
  }, token);
  return waitForAppOnLoad(await context.newPage());
}

export async function tokenOf(request: APIRequestContext, who: Who): Promise<string> {
  const response = await request.post('/api/auth/login', { data: who });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function auctionsAs(
  request: APIRequestContext,
  who: Who,
): Promise<{ auctions: AuctionRow[]; token: string }> {
  const token = await tokenOf(request, who);
  const response = await request.get('/api/auctions/paged?page=0', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return { auctions: (await response.json()) as AuctionRow[], token };
}

/** An exclusive car without an open auction, for a new one. */
export async function freeExclusiveCar(request: APIRequestContext, admin: Who): Promise<{ id: number }> {
  const { auctions, token } = await auctionsAs(request, admin);
  const exclusive = (await (
    await request.get('/api/cars/exclusive', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number }[];
  const busy = new Set(auctions.filter((a) => a.remainingMs > 0).map((a) => a.car.id));
  const free = exclusive.find((car) => !busy.has(car.id));
  expect(free, 'an exclusive car without an open auction').toBeTruthy();
  return free!;
}

/** `at` as the wall clock `YYYY-MM-DDTHH:mm:ss` of the business time zone (the one endDateTime is written in). */
async function wallClock(request: APIRequestContext, at: Date): Promise<string> {
  const { timezone } = (await (await request.get('/api/config')).json()) as { timezone: string };
  return instantToWallClock(at, timezone);
}

/** A new auction created by `admin` through the API, ending `endInMs` from now; answers its id. */
export async function createAuction(
  request: APIRequestContext,
  admin: Who,
  body: { description: string; minBidAmount: number; endInMs: number; reservePrice?: number },
): Promise<number> {
  const car = await freeExclusiveCar(request, admin);
  const token = await tokenOf(request, admin);
  const { endInMs, ...rest } = body;
  const response = await request.post('/api/auctions', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...rest, endDateTime: await wallClock(request, new Date(Date.now() + endInMs)), car: car.id },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Waits until the auction page's channel is connected. */
export const live = (page: Page) =>
  expect(page.getByRole('status', { name: 'Live updates: Live' })).toBeVisible({ timeout: 15_000 });

/** The countdown of an auction page in seconds ("Time left: 0h 01m 59s" → 119). */
export async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /(\d+)h (\d+)m (\d+)s/.exec(text);
  expect(match, `a countdown in "${text}"`).toBeTruthy();
  return Number(match![1]) * 3600 + Number(match![2]) * 60 + Number(match![3]);
}
