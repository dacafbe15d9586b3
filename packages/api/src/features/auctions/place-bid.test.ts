import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, type SessionClaims } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createAuction, createUser } from '../../test/factories';
import { auctions } from '../../db/schema';
import { placeBid } from './place-bid';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ctx = (now: Date) => ({ db: t.db, events: t.app.events, timeZone: 'UTC', now: () => now });

const claimsOf = (userId: number, role: 'CUSTOMER' | 'ADMIN'): SessionClaims => ({
  userId,
  roles: [role],
  exp: 0,
  iat: 0,
  jti: 'x',
});

describe('placeBid (the service the HTTP route and the STOMP handler share)', () => {
  it('reads the clock under the lock: a bid at or after the end in force is refused, placed_at is that clock', async () => {
    const customer = await createUser(t.app);
    const endAt = new Date(Date.now() + 60_000);
    const auction = await createAuction(t.app, { endAt, minBidAmount: 1 });
    const before = new Date(endAt.getTime() - 1);
    const bid = await placeBid(ctx(before), {
      auctionId: auction.id,
      claims: claimsOf(customer.user.id, 'CUSTOMER'),
      amount: 5,
    });
    expect(bid.dateTime).toBe(before.toISOString().slice(0, 19));
    // That late bid moved the end to 2 minutes after it; at that moment the auction has ended.
    const movedEnd = new Date(before.getTime() + 2 * 60_000);
    await expect(
      placeBid(ctx(movedEnd), { auctionId: auction.id, claims: claimsOf(customer.user.id, 'CUSTOMER'), amount: 10 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: auctionMessages.ended,
    });
  });

  it('moves the end to 2 minutes after a bid placed in the last 2 minutes, and only then', async () => {
    const [customer, other] = [await createUser(t.app), await createUser(t.app)];
    const endAt = new Date(Date.UTC(2030, 0, 1, 12, 0, 0));
    const early = await createAuction(t.app, { endAt, minBidAmount: 1 });
    const late = await createAuction(t.app, { endAt, minBidAmount: 1 });
    const claims = claimsOf(customer.user.id, 'CUSTOMER');
    const endOf = async (id: number) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]!.endAt;

    // 2:01 before the end: the end stays 12:00:00.
    await placeBid(ctx(new Date(endAt.getTime() - 121_000)), { auctionId: early.id, claims, amount: 5 });
    expect(await endOf(early.id)).toEqual(endAt);
    // 1:59 before the end (11:58:01): the end moves to 12:00:01.
    await placeBid(ctx(new Date(endAt.getTime() - 119_000)), { auctionId: late.id, claims, amount: 5 });
    expect(await endOf(late.id)).toEqual(new Date(Date.UTC(2030, 0, 1, 12, 0, 1)));
    // Another bidder's at 12:00:00.500 (after the original end, before the moved one) is accepted and moves it again.
    const otherClaims = claimsOf(other.user.id, 'CUSTOMER');
    await placeBid(ctx(new Date(endAt.getTime() + 500)), { auctionId: late.id, claims: otherClaims, amount: 10 });
    expect(await endOf(late.id)).toEqual(new Date(Date.UTC(2030, 0, 1, 12, 2, 0, 500)));
  });

  it('refuses administrators (403), whatever the channel', async () => {
    const adminUser = await createAdmin(t.app);
    const auction = await createAuction(t.app);
    await expect(
      placeBid(
        { db: t.db, events: t.app.events, timeZone: 'UTC' },
        { auctionId: auction.id, claims: claimsOf(adminUser.user.id, 'ADMIN'), amount: 500 },
      ),
    ).rejects.toMatchObject({ statusCode: 403, message: auctionMessages.adminsCannotBid });
  });
});
