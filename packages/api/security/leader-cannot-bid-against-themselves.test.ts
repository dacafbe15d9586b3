import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, stompDestinations } from '@wayfare/common';
import { auctionMaxima, auctions, bids } from '../src/db/schema';
import { createTestApp, type TestApp } from '../src/test/app';
import { postBid, putMaximum } from '../src/test/auction-kit';
import { createAuction, createUser, type TestUser } from '../src/test/factories';
import { connectStomp, listen, type TestStompClient } from '../src/test/stomp-client';
import { expectErrorBody } from './support/http';

/**
 * The leader cannot bid against themselves (docs/product/auctions.md#bid-rules). Before, only the page kept the
 * leader from bidding: `POST /api/auctions/{id}/bids` at 5,100 by the leader at 5,000 answered 201, raising their own
 * price by a step, and a STOMP SEND did the same. The server now refuses it (409) on both paths; the leader raises
 * their maximum instead.
 */
let t: TestApp;
let url: string;
const clients: TestStompClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.disconnect()));
  await t.close();
});

const ALREADY_LEADING = { errors: [{ error: auctionMessages.alreadyLeading }] };

/** An open auction (minimum 100 €) that `leader` leads at 5,000 €. */
async function ledAt5000(leader: TestUser) {
  const auction = await createAuction(t.app, { minBidAmount: 100 });
  expect((await postBid(t.app, leader, auction.id, 5_000)).statusCode).toBe(201);
  return auction.id;
}

/** The auction's bids, its highest and the maxima: what a refused bid must leave exactly as it was. */
async function bidding(auctionId: number) {
  const [row] = await t.db
    .select({ highest: auctions.highestAmount, leader: auctions.highestBidderId, endAt: auctions.endAt })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return {
    auction: row,
    bids: await t.db.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.id)),
    maxima: await t.db.select().from(auctionMaxima).where(eq(auctionMaxima.auctionId, auctionId)),
  };
}

describe('the leader cannot bid against themselves', () => {
  it('over HTTP: 409 with the one error body, with or without a maximum, and nothing changes', async () => {
    const ann = await createUser(t.app);
    const auctionId = await ledAt5000(ann);
    const before = await bidding(auctionId);

    const plain = await postBid(t.app, ann, auctionId, 5_100);
    expectErrorBody(plain, 409);
    expect(plain.json()).toEqual(ALREADY_LEADING);
    const withMaximum = await postBid(t.app, ann, auctionId, 5_100, 9_000);
    expectErrorBody(withMaximum, 409);
    expect(withMaximum.json()).toEqual(ALREADY_LEADING);
    expect(await bidding(auctionId)).toEqual(before);

    // What the leader may do instead: raise the maximum, which bids nothing.
    const raised = await putMaximum(t.app, ann, auctionId, 9_000);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toEqual({ myMaxAmount: 9_000, highestBid: 5_000 });
    expect((await bidding(auctionId)).bids).toEqual(before.bids);
  });

  it("over STOMP: the refusal on the sender's /user/queue/errors, no bid on the channel, nothing stored", async () => {
    const ann = await createUser(t.app);
    const auctionId = await ledAt5000(ann);
    const before = await bidding(auctionId);
    const client = await connectStomp(url, { accessToken: ann.token, userId: String(ann.user.id) });
    clients.push(client);
    await Promise.all([
      client.subscribe(stompDestinations.errors),
      client.subscribe(stompDestinations.bids(auctionId)),
    ]);

    const body = JSON.stringify({ auctionId, userId: ann.user.id, bidAmount: 5_100 });
    await client.send(stompDestinations.bid, body, { accessToken: ann.token });
    expect(JSON.parse((await client.next(stompDestinations.errors)).body)).toEqual({
      error: auctionMessages.alreadyLeading,
    });
    expect(client.received.get(stompDestinations.bids(auctionId))).toBeUndefined();
    expect(await bidding(auctionId)).toEqual(before);
  });

  it('five bids of one bidder fired at once: one is taken, the others find them leading', async () => {
    const [ann, bob] = [await createUser(t.app), await createUser(t.app)];
    const auctionId = await ledAt5000(ann);
    const amounts = [5_100, 5_200, 5_300, 5_400, 5_500];
    const responses = await Promise.all(amounts.map((amount) => postBid(t.app, bob, auctionId, amount)));
    const accepted = amounts.filter((_, i) => responses[i]!.statusCode === 201);
    expect(accepted).toHaveLength(1);
    // Whichever the lock took first: a later one above it is the leader's own bid; one below it is simply too low.
    amounts.forEach((amount, i) => {
      if (amount === accepted[0]) return;
      expectErrorBody(responses[i]!, 409);
      expect(responses[i]!.json()).toEqual(
        amount > accepted[0]!
          ? ALREADY_LEADING
          : { errors: [{ error: auctionMessages.bidNotAboveHighest, field: 'bidAmount' }] },
      );
    });
    const { auction, bids: history } = await bidding(auctionId);
    expect(history.map((bid) => [bid.userId, bid.amount])).toEqual([
      [ann.user.id, 5_000],
      [bob.user.id, accepted[0]],
    ]);
    expect(auction).toMatchObject({ leader: bob.user.id, highest: accepted[0] });

    // Outbid, the first leader may bid again.
    expect((await postBid(t.app, ann, auctionId, 6_000)).statusCode).toBe(201);
  });
});
