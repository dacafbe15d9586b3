import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Auction, AuctionSummary } from '@wayfare/common';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { auctions, bids, users } from '../db/schema';
import { demoBidder } from './accounts';
import { seedAuctions } from './auctions';
import { seedCars } from './cars';
import { seedCities } from './cities';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCities(t.db);
  await seedCars(t.db);
  // The demo accounts without the slow password hash: only the e-mails matter here.
  await t.db.insert(users).values([
    {
      name: 'Carl Customer',
      email: 'customer@example.com',
      passwordHash: 'x',
      role: 'CUSTOMER',
      birthDate: '1992-07-21',
    },
    { name: demoBidder.name, email: demoBidder.email, passwordHash: 'x', role: 'CUSTOMER', birthDate: '1988-11-02' },
  ]);
});
afterAll(() => t.close());

const DAY_MS = 24 * 3_600_000;

describe('demo auctions seed', () => {
  it('adds a running auction with increasing bids by two customers and an ended one the demo customer can claim, once', async () => {
    const now = new Date();
    await seedAuctions(t.db, now);
    await seedAuctions(t.db, now);
    expect(await t.db.select().from(auctions)).toHaveLength(2);
    expect(await t.db.select().from(bids)).toHaveLength(6);

    const viewer = await createUser(t.app);
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/auctions/paged?page=0', headers: viewer.headers })
    ).json<AuctionSummary[]>();
    const [running, ended] = page;
    if (!running || !ended) throw new Error('two auctions expected');
    const allUsers = await t.db.select().from(users);
    const customer = allUsers.find((u) => u.email === 'customer@example.com');

    const full = async (id: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}`, headers: viewer.headers })).json<Auction>();
    const live = await full(running.id);
    expect(live.remainingMs).toBeGreaterThan(29 * DAY_MS);
    expect(live.winnerUser).toBeNull();
    expect(live.bids).toHaveLength(4);
    const amounts = live.bids.map((b) => b.amount).reverse();
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(new Set(live.bids.map((b) => b.user.name))).toEqual(new Set(['Carl Customer', demoBidder.name]));
    expect(live.highestBid).toEqual(live.bids[0]);
    // The rival's maximum answered the customer's 350 at 360; the reserve (500) is not met; the maximum stays secret.
    expect(live.highestBid).toMatchObject({ amount: 360, auto: true, user: { name: demoBidder.name } });
    expect(live.reserveMet).toBe(false);
    expect(live.myMaxAmount).toBeNull();
    expect(JSON.stringify(live)).not.toMatch(/[:,[]600(\.0+)?[,}\]]/);

    const over = await full(ended.id);
    expect(over).toMatchObject({
      remainingMs: 0,
      winnerUser: { id: customer?.id, name: 'Carl Customer' },
      canBeClaimed: 1,
      claimExpired: false,
    });
    // The claim window closes 48 hours after the end: a day from now.
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, ended.id));
    expect(row!.claimDeadlineAt!.getTime()).toBe(now.getTime() + DAY_MS);
    expect(row!.winningAmount).toBe(260);
    expect(over.bids.length).toBeGreaterThanOrEqual(2);
    expect(over.highestBid?.user.id).toBe(customer?.id);
    expect(running.car.id).not.toBe(ended.car.id);
  });
});
