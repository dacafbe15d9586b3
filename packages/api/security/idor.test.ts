import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionMessages, stompDestinations } from '@wayfare/common';
import { bids } from '../src/db/schema';
import { connectStomp, listen } from '../src/test/stomp-client';
import { createTestApp, type TestApp } from '../src/test/app';
import { createAuction } from '../src/test/factories';
import { expectErrorBody } from './support/http';
import { createWorld, snapshot, type World } from './support/world';

/**
 * Customer A on customer B's objects (docs/product/accounts-and-roles.md#server-checks): every attempt is refused
 * with 403 or 404, and the database is exactly as before — checked once, after all of them.
 */

let t: TestApp;
let w: World;
let before: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t.app);
  before = await snapshot(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asA = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: w.a.headers, ...(payload && { payload }) });

function expectRefused(response: Awaited<ReturnType<typeof asA>>) {
  expect([403, 404], `${response.statusCode} ${response.body}`).toContain(response.statusCode);
  expectErrorBody(response, response.statusCode);
}

const inTwoMonths = (hour: string) => {
  const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${hour}`;
};

describe("A acting on B's objects is refused", () => {
  it("bookings: cancel B's Paid and Unpaid bookings", async () => {
    expectRefused(await asA('GET', `/api/bookings/cancel?bookingId=${w.paidBookingB}`));
    expectRefused(await asA('GET', `/api/bookings/cancel?bookingId=${w.unpaidBookingB}`));
  });

  it("bookings: read the cancellation terms of B's bookings, change them, price a change, read their history", async () => {
    for (const id of [w.paidBookingB, w.unpaidBookingB]) {
      expectRefused(await asA('GET', `/api/bookings/${id}/cancellation`));
      expectRefused(await asA('GET', `/api/bookings/${id}/changes`));
      const change = {
        fromCityId: w.cityId,
        toCityId: w.otherCityId,
        fromDate: inTwoMonths('10:00:00').slice(0, 10),
        startDateTime: inTwoMonths('10:00:00'),
        endDateTime: inTwoMonths('18:00:00'),
        coverage: 0,
      };
      expectRefused(await asA('POST', `/api/bookings/${id}/change`, change));
      expectRefused(await asA('POST', `/api/bookings/${id}/change/quote`, change));
    }
  });

  it("payments: download B's receipt", async () => {
    expectRefused(await asA('GET', `/api/payments/${w.paymentB}/receipt`));
  });

  it("bookings: book in B's name", async () => {
    const body = {
      carId: w.carId,
      fromCityId: w.cityId,
      toCityId: w.otherCityId,
      fromDate: inTwoMonths('10:00:00').slice(0, 10),
      startDateTime: inTwoMonths('10:00:00'),
      endDateTime: inTwoMonths('18:00:00'),
      totalPrice: 1,
      coverage: 0,
      userId: w.b.user.id,
    };
    expectRefused(await asA('POST', '/api/bookings', body));
  });

  it("payments: the pay link of B's booking, and confirming B's checkout session", async () => {
    expectRefused(await asA('GET', `/api/payments/pay?bookingId=${w.unpaidBookingB}`));
    expectRefused(await asA('GET', `/api/payments/success?sessionId=${w.checkoutSessionB}`));
  });

  it("payments: a damage report (charge) on B's booking", async () => {
    const response = await asA('POST', '/api/payments/create-request', {
      description: 'Found Damage on the bumper',
      totalCost: 50,
      userId: w.b.user.id,
      bookingId: w.paidBookingB,
    });
    expectErrorBody(response, 403);
  });

  it("payments: a discount plan link in B's name", async () => {
    expectRefused(
      await asA('POST', '/api/payments/create-discount-link', { userId: w.b.user.id, discountPlanId: w.planId }),
    );
  });

  it("reviews: edit and delete B's review; review B's trip", async () => {
    expectRefused(
      await asA('PUT', `/api/reviews/${w.reviewB}`, {
        valueForMoney: 0,
        carSpeed: 0,
        carCondition: 0,
        text: 'edited by A',
      }),
    );
    expectRefused(await asA('DELETE', `/api/reviews/${w.reviewB}`));
    const review = { valueForMoney: 1, carSpeed: 1, carCondition: 1, text: 'A was here' };
    expectRefused(await asA('POST', '/api/reviews', { ...review, bookingId: w.finishedBookingB, userId: w.a.user.id }));
    expectRefused(await asA('POST', '/api/reviews', { ...review, bookingId: w.finishedBookingB, userId: w.b.user.id }));
    // A's own trip, but in B's name.
    expectRefused(await asA('POST', '/api/reviews', { ...review, bookingId: w.finishedBookingA, userId: w.b.user.id }));
  });

  it("profile: edit B's profile, link or unlink B's Google account", async () => {
    const { b } = w;
    const profile = { name: 'Owned by A', email: 'a-owns-b@example.com', birthDate: '1990-01-01' };
    expectRefused(await asA('PUT', `/api/users/${b.user.id}`, profile));
    expectRefused(
      await asA('PUT', `/api/users/${b.user.id}`, {
        ...profile,
        currentPassword: b.password,
        newPassword: 'a-chose-this-1',
      }),
    );
    expectRefused(await asA('PUT', `/api/users/gauth/${b.user.id}`, { oAuthId: '' }));
    expectRefused(await asA('PUT', `/api/users/gauth/${b.user.id}`, { oAuthId: 'a-google-credential' }));
  });

  it("profile: no route reads another user's profile", async () => {
    const response = await asA('GET', `/api/users/${w.b.user.id}`);
    expectErrorBody(response, 404);
    expect(response.body).not.toContain(w.b.user.email);
  });

  it("messages: answer B's support message", async () => {
    expectErrorBody(await asA('PUT', `/api/messages/${w.messageB}`, { answerContent: 'answered by A' }), 403);
  });

  it("auctions: claim B's won auction", async () => {
    const claim = {
      auctionId: w.wonAuctionB,
      carId: w.exclusiveCarId,
      coverage: 2,
      fromCityId: w.cityId,
      toCityId: w.otherCityId,
      startDateTime: inTwoMonths('09:00:00'),
      endDateTime: inTwoMonths('17:00:00'),
    };
    const response = await asA('POST', '/api/bookings/claim', claim);
    expectRefused(response);
    expect(response.json()).toEqual({ errors: [{ error: auctionMessages.notWinner }] });
  });

  it("auctions: a STOMP bid in B's name", async () => {
    const url = await listen(t.app);
    const client = await connectStomp(url, { accessToken: w.a.token, userId: String(w.a.user.id) });
    try {
      await client.subscribe(stompDestinations.errors);
      await client.send(
        stompDestinations.bid,
        JSON.stringify({ auctionId: w.openAuction, userId: w.b.user.id, bidAmount: 200 }),
      );
      const error = await client.next(stompDestinations.errors);
      expect(JSON.parse(error.body)).toEqual({ error: auctionMessages.notYourBid });
    } finally {
      await client.disconnect();
    }
  });

  it('changed nothing in the database', async () => {
    expect(await snapshot(t.app)).toBe(before);
  });
});

describe("A's lists hold none of B's objects", () => {
  const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);

  it('bookings', async () => {
    for (const url of ['/api/bookings/by-user', '/api/bookings/paged?page=0']) {
      const response = await asA('GET', url);
      expect(response.statusCode).toBe(200);
      expect(ids(response.json())).toEqual([w.finishedBookingA]);
    }
    expect((await asA('GET', '/api/bookings/count')).json()).toBe(1);
    expectErrorBody(await asA('GET', '/api/bookings'), 403);
  });

  it('payments', async () => {
    for (const url of ['/api/payments', '/api/payments/paged?page=0']) {
      const response = await asA('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
    expect((await asA('GET', '/api/payments/count')).json()).toBe(0);
  });

  it('reviews and messages', async () => {
    expect((await asA('GET', '/api/reviews/by-user')).json()).toEqual([]);
    expect((await asA('GET', '/api/messages')).json()).toEqual([]);
  });

  it('the profile is always the caller’s own', async () => {
    const response = await asA('GET', '/api/users/currentUserProfile');
    expect(response.json()).toMatchObject({ id: w.a.user.id, email: w.a.user.email });
  });
});

describe('a body naming someone else', () => {
  it("an HTTP bid with B's userId in the body is A's bid (the extra field is ignored)", async () => {
    const auction = await createAuction(t.app);
    const response = await asA('POST', `/api/auctions/${auction.id}/bids`, { bidAmount: 150, userId: w.b.user.id });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ user: { id: w.a.user.id } });
    const stored = await t.db.select().from(bids).where(eq(bids.auctionId, auction.id));
    expect(stored.map((bid) => bid.userId)).toEqual([w.a.user.id]);
  });
});
