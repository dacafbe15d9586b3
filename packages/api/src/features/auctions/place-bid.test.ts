import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, type SessionClaims } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createAuction, createUser } from '../../test/factories';
import { placeBid } from './place-bid';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claimsOf = (userId: number, role: 'CUSTOMER' | 'ADMIN'): SessionClaims => ({
  userId,
  roles: [role],
  exp: 0,
  iat: 0,
  jti: 'x',
});

describe('placeBid (the service the HTTP route and the STOMP handler share)', () => {
  it('reads the clock under the lock: a bid at or after the end is refused, placed_at is that clock', async () => {
    const customer = await createUser(t.app);
    const endAt = new Date(Date.now() + 60_000);
    const auction = await createAuction(t.app, { endAt, minBidAmount: 1 });
    const ctx = (now: Date) => ({ db: t.db, events: t.app.events, timeZone: 'UTC', now: () => now });
    const before = new Date(endAt.getTime() - 1);
    const bid = await placeBid(ctx(before), {
      auctionId: auction.id,
      claims: claimsOf(customer.user.id, 'CUSTOMER'),
      amount: 5,
    });
    expect(bid.dateTime).toBe(before.toISOString().slice(0, 19));
    await expect(
      placeBid(ctx(endAt), { auctionId: auction.id, claims: claimsOf(customer.user.id, 'CUSTOMER'), amount: 6 }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: auctionMessages.ended,
    });
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
