import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToWallClock, type Auction, type AuctionSummary } from '@wayfare/common';
import { auctionMaxima, auctions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createAuction, createBooking, createUser, type TestUser } from '../../test/factories';
import { getAuction, getAuctionsCount, getAuctionsPage, HOUR_MS, postBid } from '../../test/auction-kit';

/** What each viewer reads of an auction (docs/product/auctions.md#auctions-api). */

type AuctionChanges = Partial<typeof auctions.$inferInsert>;

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
let carl: TestUser;

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'Europe/Berlin' });
  admin = await createAdmin(t.app);
  ann = await createUser(t.app, { name: 'Ann Maximum' });
  bob = await createUser(t.app, { name: 'Bob Manual' });
  carl = await createUser(t.app, { name: 'Carl Onlooker' });
});
afterAll(() => t.close());

const read = async (user: TestUser, id: number) => {
  const response = await getAuction(t.app, user, id);
  expect(response.statusCode).toBe(200);
  return { body: response.body, auction: response.json<Auction>() };
};

/** The auction's row on the first page as `user` sees it (the auctions of this file fit on one page). */
const rowOf = async (user: TestUser, id: number, mine = false) => {
  const response = await getAuctionsPage(t.app, user, { mine });
  expect(response.statusCode).toBe(200);
  return { body: response.body, row: response.json<AuctionSummary[]>().find((a) => a.id === id) };
};

const bid = async (user: TestUser, id: number, amount: number, maxAmount?: number) =>
  expect((await postBid(t.app, user, id, amount, maxAmount)).statusCode).toBe(201);

describe('the reserve price', () => {
  it('answers reserveMet null without a reserve', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100);
    expect((await read(bob, auction.id)).auction.reserveMet).toBeNull();
    expect((await rowOf(bob, auction.id)).row?.reserveMet).toBeNull();
  });

  it('answers whether the highest bid reaches the reserve, and never the reserve itself to a customer', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100, reservePrice: 333.33 });
    const customerSees = async (user: TestUser) => {
      const detail = await read(user, auction.id);
      const page = await rowOf(user, auction.id);
      for (const body of [detail.body, page.body]) {
        expect(body).not.toContain('reservePrice');
        expect(body).not.toContain('333.33');
      }
      expect(page.row?.reserveMet).toBe(detail.auction.reserveMet);
      return detail.auction.reserveMet;
    };
    expect(await customerSees(carl)).toBe(false); // no bid yet
    await bid(ann, auction.id, 100);
    expect(await customerSees(carl)).toBe(false);
    await bid(bob, auction.id, 333.32); // one cent short
    expect(await customerSees(ann)).toBe(false);
    expect(await customerSees(bob)).toBe(false);

    const seenByAdmin = (await read(admin, auction.id)).auction;
    expect(seenByAdmin).toMatchObject({ reservePrice: 333.33, reserveMet: false });
    expect((await rowOf(admin, auction.id)).row).toMatchObject({ reservePrice: 333.33, reserveMet: false });

    await bid(ann, auction.id, 343.32); // 333.32 + one step of 10 €
    expect((await read(carl, auction.id)).auction.reserveMet).toBe(true);
    expect((await read(admin, auction.id)).auction).toMatchObject({ reservePrice: 333.33, reserveMet: true });
  });

  it('is met by a highest bid exactly at the reserve', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100, reservePrice: 250 });
    await bid(ann, auction.id, 250);
    expect((await read(carl, auction.id)).auction.reserveMet).toBe(true);
    expect((await rowOf(carl, auction.id)).row?.reserveMet).toBe(true);
  });

  it('answers an admin reservePrice null on an auction without one', async () => {
    const auction = await createAuction(t.app);
    expect((await read(admin, auction.id)).auction).toMatchObject({ reservePrice: null, reserveMet: null });
  });
});

describe('maximum bids in the answers', () => {
  it("shows a maximum to its owner only, and the server's answers as auto bids in everyone's history", async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100, 987.65);
    expect((await read(ann, auction.id)).auction.myMaxAmount).toBe(987.65);
    const [stored] = await t.db
      .select({ maxAmount: auctionMaxima.maxAmount })
      .from(auctionMaxima)
      .where(and(eq(auctionMaxima.auctionId, auction.id), eq(auctionMaxima.userId, ann.user.id)));
    expect(stored?.maxAmount).toBe(987.65);

    // Bob bids 110 (100 + one step of 10 €); Ann's maximum answers at once with 110 + 10 = 120.
    await bid(bob, auction.id, 110);
    const seenByBob = await read(bob, auction.id);
    expect(seenByBob.auction.bids.map((b) => [b.amount, b.user.name, b.auto])).toEqual([
      [120, 'Ann Maximum', true],
      [110, 'Bob Manual', false],
      [100, 'Ann Maximum', false],
    ]);
    expect(seenByBob.auction.highestBid).toEqual(seenByBob.auction.bids[0]);
    expect(seenByBob.auction.myMaxAmount).toBeNull();
    expect(seenByBob.auction.myState).toBe('OUTBID');
    expect((await read(ann, auction.id)).auction).toMatchObject({ myMaxAmount: 987.65, myState: 'LEADING' });

    // Nobody else learns the maximum from any read: the other bidder, an onlooker, an admin; detail or list.
    for (const user of [bob, carl, admin]) {
      expect((await read(user, auction.id)).body).not.toContain('987.65');
      expect((await rowOf(user, auction.id)).body).not.toContain('987.65');
      expect((await getAuctionsPage(t.app, user, { mine: true })).body).not.toContain('987.65');
    }
    // Not even its owner's list rows carry it (myMaxAmount is on the detail only).
    expect((await rowOf(ann, auction.id)).row).not.toHaveProperty('myMaxAmount');
  });
});

describe("the viewer's own state", () => {
  it('is LEADING or OUTBID while open, WON or LOST once closed, and null for who never bid', async () => {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, auction.id, 100);
    await bid(bob, auction.id, 110);
    const states = async () =>
      Promise.all(
        [ann, bob, carl, admin].map(async (user) => {
          const detail = (await read(user, auction.id)).auction.myState;
          expect((await rowOf(user, auction.id)).row?.myState).toBe(detail);
          return detail;
        }),
      );
    expect(await states()).toEqual(['OUTBID', 'LEADING', null, null]);
    await bid(ann, auction.id, 120);
    expect(await states()).toEqual(['LEADING', 'OUTBID', null, null]);

    await close(auction.id, { winnerUserId: ann.user.id, claimDeadlineAt: new Date(Date.now() + 47 * HOUR_MS) });
    expect(await states()).toEqual(['WON', 'LOST', null, null]);
  });
});

/** Closes an auction as the scheduler does (its end passed), with the given winner and claim columns. */
async function close(id: number, changes: AuctionChanges) {
  await t.db
    .update(auctions)
    .set({ endAt: new Date(Date.now() - HOUR_MS), closedAt: new Date(Date.now() - HOUR_MS), ...changes })
    .where(eq(auctions.id, id));
}

describe('the claim deadline (docs/product/auctions.md#claim-deadline)', () => {
  /** An auction Ann won over Bob, closed with `changes`. */
  async function won(changes: AuctionChanges) {
    const auction = await createAuction(t.app, { minBidAmount: 100 });
    await bid(bob, auction.id, 100);
    await bid(ann, auction.id, 110);
    await close(auction.id, { winnerUserId: ann.user.id, winningAmount: 110, ...changes });
    return auction;
  }
  const claimFields = async (user: TestUser, id: number) => {
    const { canBeClaimed, claimDeadline, claimExpired } = (await read(user, id)).auction;
    const row = (await rowOf(user, id)).row;
    expect(
      row && { canBeClaimed: row.canBeClaimed, claimDeadline: row.claimDeadline, claimExpired: row.claimExpired },
    ).toEqual({ canBeClaimed, claimDeadline, claimExpired });
    return { canBeClaimed, claimDeadline, claimExpired };
  };

  it('is claimable until the deadline, which is answered as wall-clock in the business time zone', async () => {
    // 2030-06-01 12:00 UTC is 14:00 in Berlin (summer time).
    const deadline = new Date(Date.UTC(2030, 5, 1, 12, 0, 0));
    const auction = await won({ claimDeadlineAt: deadline });
    for (const user of [ann, bob]) {
      expect(await claimFields(user, auction.id)).toEqual({
        canBeClaimed: 1,
        claimDeadline: '2030-06-01T14:00:00',
        claimExpired: false,
      });
    }
  });

  it('expires once the deadline has passed unclaimed, even before the scheduler marks it', async () => {
    const deadline = new Date(Date.now() - 60_000);
    const auction = await won({ claimDeadlineAt: deadline });
    expect(await claimFields(ann, auction.id)).toEqual({
      canBeClaimed: 0,
      claimDeadline: instantToWallClock(deadline, 'Europe/Berlin'),
      claimExpired: true,
    });
  });

  it('does not expire once claimed (and is then no longer claimable)', async () => {
    const auction = await won({ claimDeadlineAt: new Date(Date.now() - 60_000) });
    const booking = await createBooking(t.app, { userId: ann.user.id, carId: auction.carId });
    await t.db.update(auctions).set({ claimedBookingId: booking.id }).where(eq(auctions.id, auction.id));
    expect(await claimFields(ann, auction.id)).toMatchObject({ canBeClaimed: 0, claimExpired: false });
  });

  it('is expired and not claimable once the scheduler marked the claim lapsed, whatever the deadline', async () => {
    const auction = await won({
      claimDeadlineAt: new Date(Date.now() + HOUR_MS),
      claimLapsedAt: new Date(Date.now() - 1000),
    });
    for (const user of [ann, bob, carl]) {
      expect(await claimFields(user, auction.id)).toMatchObject({ canBeClaimed: 0, claimExpired: true });
    }
  });

  it("after a second chance: claimable by the new winner, expired for the first winner's eyes only", async () => {
    const auction = await won({});
    // The second chance went to Bob: he is the winner now, with his own 48 hours.
    await t.db
      .update(auctions)
      .set({
        winnerUserId: bob.user.id,
        winningAmount: 100,
        lapsedWinnerUserId: ann.user.id,
        claimDeadlineAt: new Date(Date.now() + 47 * HOUR_MS),
      })
      .where(eq(auctions.id, auction.id));
    expect(await claimFields(bob, auction.id)).toMatchObject({ canBeClaimed: 1, claimExpired: false });
    expect(await claimFields(carl, auction.id)).toMatchObject({ canBeClaimed: 1, claimExpired: false });
    expect(await claimFields(ann, auction.id)).toMatchObject({ canBeClaimed: 1, claimExpired: true });
    expect((await read(bob, auction.id)).auction).toMatchObject({ myState: 'WON', winnerUser: { id: bob.user.id } });
    expect((await read(ann, auction.id)).auction.myState).toBe('LOST');
  });

  it('answers no deadline and nothing to claim while the auction is open', async () => {
    const auction = await createAuction(t.app);
    expect(await claimFields(ann, auction.id)).toEqual({ canBeClaimed: 0, claimDeadline: null, claimExpired: false });
  });
});

describe('hasBids', () => {
  it('says whether anyone bid, in the list and the single read, so an ended one without a bid can say so', async () => {
    const bidless = await createAuction(t.app);
    const bidOn = await createAuction(t.app, { minBidAmount: 100 });
    await bid(ann, bidOn.id, 100);
    for (const [id, hasBids] of [
      [bidless.id, false],
      [bidOn.id, true],
    ] as const) {
      expect((await read(carl, id)).auction.hasBids).toBe(hasBids);
      expect((await rowOf(carl, id)).row?.hasBids).toBe(hasBids);
    }
  });
});

describe('only the auctions I bid on (mine=true)', () => {
  it('pages and counts the auctions the viewer has a bid on, newest first; all of them without the filter', async () => {
    const own = await createTestApp();
    try {
      const [a, b, c] = await Promise.all([createUser(own.app), createUser(own.app), createUser(own.app)]);
      const base = Date.now() - HOUR_MS;
      const made: Array<{ id: number }> = [];
      for (let i = 0; i < 4; i++) made.push(await createAuction(own.app, { createdAt: new Date(base + i * 1000) }));
      const [onlyA, onlyB, both, none] = made.map((m) => m.id) as [number, number, number, number];
      const place = async (user: TestUser, id: number, amount: number) =>
        expect((await postBid(own.app, user, id, amount)).statusCode).toBe(201);
      await place(a, onlyA, 100);
      await place(b, onlyB, 100);
      await place(a, both, 100);
      await place(b, both, 110);

      const ids = async (user: TestUser, mine: boolean, page = 0) => {
        const response = await getAuctionsPage(own.app, user, { mine, page });
        expect(response.statusCode).toBe(200);
        return response.json<AuctionSummary[]>().map((row) => [row.id, row.myState]);
      };
      const count = async (user: TestUser, mine: boolean) => (await getAuctionsCount(own.app, user, { mine })).json();

      expect(await ids(a, true)).toEqual([
        [both, 'OUTBID'],
        [onlyA, 'LEADING'],
      ]);
      expect(await count(a, true)).toBe(2);
      expect(await ids(b, true)).toEqual([
        [both, 'LEADING'],
        [onlyB, 'LEADING'],
      ]);
      expect(await count(b, true)).toBe(2);
      expect(await ids(c, true)).toEqual([]);
      expect(await count(c, true)).toBe(0);
      expect(await ids(a, true, 1)).toEqual([]);

      expect(await ids(c, false)).toEqual([
        [none, null],
        [both, null],
        [onlyB, null],
        [onlyA, null],
      ]);
      expect(await count(c, false)).toBe(4);
      expect(await ids(a, false)).toEqual([
        [none, null],
        [both, 'OUTBID'],
        [onlyB, null],
        [onlyA, 'LEADING'],
      ]);

      for (const url of ['/api/auctions/paged?mine=yes', '/api/auctions/count?mine=1']) {
        expect((await own.app.inject({ method: 'GET', url, headers: a.headers })).statusCode).toBe(400);
      }
    } finally {
      await own.close();
    }
  });
});
