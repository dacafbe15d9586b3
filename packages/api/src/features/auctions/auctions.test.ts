import { describe, expect, it } from 'vitest';
import { auctionMessages, carMessages, PAGE_SIZE, type Auction, type AuctionSummary } from '@wayfare/common';
import { createTestApp } from '../../test/app';
import { useAdminAndCustomerStage } from '../../test/stage';
import { createAuction, createCar, createUser } from '../../test/factories';
import { DAY_MS, errorOf, getAuction, postAuction, postBid, wallClockIn } from '../../test/auction-kit';

const stage = useAdminAndCustomerStage('Carla Bidder');

const validBody = async () => ({
  description: 'Porsche for a weekend',
  minBidAmount: 150.5,
  endDateTime: wallClockIn(stage.app, 2 * DAY_MS),
  car: (await createCar(stage.app, { isExclusive: true, make: 'Porsche', model: '911' })).id,
});

describe('POST /api/auctions', () => {
  it('creates an auction of an exclusive car and answers it (201)', async () => {
    const body = await validBody();
    const response = await postAuction(stage.app, stage.admin, body);
    expect(response.statusCode).toBe(201);
    const auction = response.json<Auction>();
    expect(auction).toMatchObject({
      description: body.description,
      minBidAmount: 150.5,
      endDateTime: body.endDateTime,
      car: { id: body.car, make: 'Porsche', model: '911' },
      winnerUser: null,
      canBeClaimed: 0,
      reserveMet: null,
      hasBids: false,
      claimDeadline: null,
      claimExpired: false,
      myState: null,
      bids: [],
      highestBid: null,
      myMaxAmount: null,
      // The answer goes to an admin: the reserve is there, null without one.
      reservePrice: null,
    });
    expect(auction.remainingMs).toBeGreaterThan(DAY_MS);
    expect(auction.remainingMs).toBeLessThanOrEqual(2 * DAY_MS);
    expect((await getAuction(stage.app, stage.customer, auction.id)).json<Auction>().id).toBe(auction.id);
  });

  it('stores an optional reserve price, shown to admins (201 and GET) and never to customers', async () => {
    const body = { ...(await validBody()), reservePrice: 2345.67 };
    const response = await postAuction(stage.app, stage.admin, body);
    expect(response.statusCode).toBe(201);
    const auction = response.json<Auction>();
    expect(auction).toMatchObject({ minBidAmount: 150.5, reservePrice: 2345.67, reserveMet: false });
    expect((await getAuction(stage.app, stage.admin, auction.id)).json<Auction>().reservePrice).toBe(2345.67);
    const seenByCustomer = await getAuction(stage.app, stage.customer, auction.id);
    expect(seenByCustomer.json<Auction>()).not.toHaveProperty('reservePrice');
    expect(seenByCustomer.body).not.toContain('2345.67');
  });

  it('takes a reserve equal to the minimum bid, and refuses one below it or not positive (400)', async () => {
    expect(
      (await postAuction(stage.app, stage.admin, { ...(await validBody()), reservePrice: 150.5 })).statusCode,
    ).toBe(201);
    for (const [reservePrice, message] of [
      [150.49, auctionMessages.reserveBelowMinimum],
      [0, auctionMessages.reservePrice],
      [-1, auctionMessages.reservePrice],
      [12.345, auctionMessages.reservePrice],
    ] as const) {
      const response = await postAuction(stage.app, stage.admin, { ...(await validBody()), reservePrice });
      expect(response.statusCode, String(reservePrice)).toBe(400);
      expect(response.json().errors).toContainEqual({ error: message, field: 'reservePrice' });
    }
  });

  it.each([
    ['description', { description: '' }, auctionMessages.descriptionRequired],
    ['description', { description: 'x'.repeat(256) }, auctionMessages.descriptionMax],
    ['minBidAmount', { minBidAmount: 0 }, auctionMessages.minBidAmount],
    ['minBidAmount', { minBidAmount: -5 }, auctionMessages.minBidAmount],
    ['minBidAmount', { minBidAmount: undefined }, auctionMessages.minBidAmount],
    ['endDateTime', { endDateTime: '' }, auctionMessages.endDateTimeRequired],
    ['endDateTime', { endDateTime: undefined }, auctionMessages.endDateTimeRequired],
    ['car', { car: undefined }, auctionMessages.carRequired],
    ['car', { car: 0 }, auctionMessages.carRequired],
  ])('refuses a bad %s with the create-auction form message (%j)', async (field, change, message) => {
    const response = await postAuction(stage.app, stage.admin, { ...(await validBody()), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ error: message, field });
  });

  it('refuses an end in the past', async () => {
    const response = await postAuction(stage.app, stage.admin, {
      ...(await validBody()),
      endDateTime: wallClockIn(stage.app, -60_000),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ error: auctionMessages.endDateTimeInPast, field: 'endDateTime' });
  });

  it('refuses a car that is not exclusive (400), missing or deleted (404)', async () => {
    const plain = await createCar(stage.app);
    const notExclusive = await postAuction(stage.app, stage.admin, { ...(await validBody()), car: plain.id });
    expect(notExclusive.statusCode).toBe(400);
    expect(errorOf(notExclusive)).toEqual({ error: auctionMessages.carNotExclusive, field: 'car' });
    const deleted = await createCar(stage.app, { isExclusive: true, deletedAt: new Date() });
    for (const car of [deleted.id, 999_999]) {
      const response = await postAuction(stage.app, stage.admin, { ...(await validBody()), car });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ error: carMessages.notFound });
    }
  });

  it('refuses a second open auction of the same car (409), also when both arrive together', async () => {
    const body = await validBody();
    expect((await postAuction(stage.app, stage.admin, body)).statusCode).toBe(201);
    const again = await postAuction(stage.app, stage.admin, body);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ error: auctionMessages.carHasOpenAuction, field: 'car' });

    const racing = await validBody();
    const codes = (await Promise.all(Array.from({ length: 5 }, () => postAuction(stage.app, stage.admin, racing)))).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('lets a car be auctioned again once its auction is closed', async () => {
    const car = await createCar(stage.app, { isExclusive: true });
    await createAuction(stage.app, { carId: car.id, endAt: new Date(Date.now() - DAY_MS), closedAt: new Date() });
    expect((await postAuction(stage.app, stage.admin, { ...(await validBody()), car: car.id })).statusCode).toBe(201);
  });

  it('answers 401 to a guest and 403 to a customer, whatever the body', async () => {
    expect((await postAuction(stage.app, undefined, {})).statusCode).toBe(401);
    expect((await postAuction(stage.app, stage.customer, await validBody())).statusCode).toBe(403);
    expect((await postAuction(stage.app, stage.customer, {})).statusCode).toBe(403);
  });
});

describe('reading auctions', () => {
  it('counts and pages them newest first, PAGE_SIZE a page, for any logged-in user', async () => {
    const own = await createTestApp();
    try {
      const user = await createUser(own.app);
      const base = Date.now() - DAY_MS;
      const created = [];
      for (let i = 0; i < PAGE_SIZE + 3; i++)
        created.push(await createAuction(own.app, { createdAt: new Date(base + i * 1000) }));
      const count = await own.app.inject({ method: 'GET', url: '/api/auctions/count', headers: user.headers });
      expect(count.statusCode).toBe(200);
      expect(count.json()).toBe(PAGE_SIZE + 3);

      const page = async (n: number) =>
        (await own.app.inject({ method: 'GET', url: `/api/auctions/paged?page=${n}`, headers: user.headers })).json<
          AuctionSummary[]
        >();
      const first = await page(0);
      const second = await page(1);
      expect(first).toHaveLength(PAGE_SIZE);
      expect(second).toHaveLength(3);
      const newestFirst = created.map((a) => a.id).reverse();
      expect([...first, ...second].map((a) => a.id)).toEqual(newestFirst);
      expect(first[0]).not.toHaveProperty('bids');
      expect(first[0]?.winnerUser).toBeNull();
    } finally {
      await own.close();
    }
  });

  it('answers an auction with its bids newest first and its highest bid', async () => {
    const other = await createUser(stage.app, { name: 'Otto Other' });
    const auction = await createAuction(stage.app, { minBidAmount: 100 });
    expect((await postBid(stage.app, stage.customer, auction.id, 100)).statusCode).toBe(201);
    expect((await postBid(stage.app, other, auction.id, 120.5)).statusCode).toBe(201);
    // 120.50 + one step (10 € below 500 €) = 130.50 at least.
    expect((await postBid(stage.app, stage.customer, auction.id, 130.5)).statusCode).toBe(201);

    const response = await getAuction(stage.app, other, auction.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<Auction>();
    expect(body.bids.map((b) => [b.amount, b.user.name])).toEqual([
      [130.5, 'Carla Bidder'],
      [120.5, 'Otto Other'],
      [100, 'Carla Bidder'],
    ]);
    expect(body.highestBid).toEqual(body.bids[0]);
    expect(body.bids.map((b) => b.auto)).toEqual([false, false, false]);
    expect(body).toMatchObject({ myState: 'OUTBID', reserveMet: null, myMaxAmount: null });
    expect(body).not.toHaveProperty('reservePrice');
    expect(body.bids[0]?.dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(body.remainingMs).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown auction and 401 to guests', async () => {
    const missing = await getAuction(stage.app, stage.customer, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ error: auctionMessages.notFound });
    expect((await getAuction(stage.app, undefined, 1)).statusCode).toBe(401);
    expect((await stage.app.inject({ method: 'GET', url: '/api/auctions/count' })).statusCode).toBe(401);
    expect((await stage.app.inject({ method: 'GET', url: '/api/auctions/paged?page=0' })).statusCode).toBe(401);
  });

  it('shows an ended auction with remainingMs 0', async () => {
    const auction = await createAuction(stage.app, { endAt: new Date(Date.now() - 1000) });
    expect((await getAuction(stage.app, stage.customer, auction.id)).json<Auction>().remainingMs).toBe(0);
  });
});
