import { describe, expect, it } from 'vitest';
import { raiseMaximum, resolveBid, type BidSituation, type Leader } from './bid-resolution';

// Users: 1 = Ann (holds the lead), 2 = Ben (bids now). Ann's maximum was set earlier (placedAt 1), Ben's now (2).
const ann = (max: number): Leader => ({ userId: 1, max, placedAt: 1 });
const situation = (
  highest: number | null,
  leader: Leader | null,
  reservePrice: number | null = null,
): BidSituation => ({
  minBidAmount: 50,
  highest,
  leader,
  reservePrice,
});
const ben = (amount: number, max = amount) => ({ userId: 2, amount, max, placedAt: 2 });
const manual = (userId: number, amount: number) => ({ userId, amount, auto: false });
const auto = (userId: number, amount: number) => ({ userId, amount, auto: true });

describe('resolveBid: the least a bid must be', () => {
  it('asks the first bid for the minimum, and nothing more', () => {
    expect(resolveBid(situation(null, null), ben(49.99))).toEqual({ ok: false, reason: 'belowMinimum' });
    expect(resolveBid(situation(null, null), ben(50))).toEqual({ ok: true, entries: [manual(2, 50)] });
  });

  it('keeps "not above the highest" for amounts up to the highest, and asks one step more above it', () => {
    // 120 is below 500: the step is 10, so 130 is the least.
    expect(resolveBid(situation(120, ann(120)), ben(120))).toEqual({ ok: false, reason: 'notAboveHighest' });
    expect(resolveBid(situation(120, ann(120)), ben(129.99))).toEqual({ ok: false, reason: 'belowStep', atLeast: 130 });
    expect(resolveBid(situation(120, ann(120)), ben(130))).toEqual({ ok: true, entries: [manual(2, 130)] });
  });

  it('steps by the rung of the highest bid at each boundary', () => {
    const least = (highest: number) => {
      const outcome = resolveBid(situation(highest, ann(highest)), ben(highest + 0.01));
      return outcome.ok ? null : outcome.reason === 'belowStep' ? outcome.atLeast : null;
    };
    expect([99.99, 100, 499.99, 500, 999.99, 1_000, 4_999.99, 5_000].map(least)).toEqual([
      104.99, 110, 509.99, 525, 1_024.99, 1_050, 5_049.99, 5_100,
    ]);
  });
});

describe('resolveBid: maxima against each other', () => {
  it('answers a manual bid with the leader’s maximum at the least that leads', () => {
    // Ann leads at 100 with a maximum of 300; Ben bids 150 → Ann answers 160 (below 500 the step is 10).
    expect(resolveBid(situation(100, ann(300)), ben(150))).toEqual({
      ok: true,
      entries: [manual(2, 150), auto(1, 160)],
    });
  });

  it('caps the answer at the leader’s maximum when a full step does not fit', () => {
    // Ann's maximum 155 is above Ben's 150 but below 160: she leads at 155.
    expect(resolveBid(situation(100, ann(155)), ben(150))).toEqual({
      ok: true,
      entries: [manual(2, 150), auto(1, 155)],
    });
  });

  it('lets the higher of two maxima lead at the lower plus a step, showing the lower one spent', () => {
    // Ann 300 (earlier) vs Ben's maximum 1,000 from a bid of 150: Ann spends 300, Ben leads at 310.
    expect(resolveBid(situation(100, ann(300)), ben(150, 1_000))).toEqual({
      ok: true,
      entries: [manual(2, 150), auto(1, 300), auto(2, 310)],
    });
    // Ben's maximum 400 is lower than Ann's 1,000: Ben's 400 is spent, Ann leads at 410.
    expect(resolveBid(situation(100, ann(1_000)), ben(150, 400))).toEqual({
      ok: true,
      entries: [manual(2, 150), auto(2, 400), auto(1, 410)],
    });
  });

  it('gives equal maxima to the earlier one, at that maximum', () => {
    expect(resolveBid(situation(100, ann(400)), ben(150, 400))).toEqual({
      ok: true,
      entries: [manual(2, 150), auto(1, 400)],
    });
  });

  it('refuses a manual bid that only equals an earlier maximum, and records that maximum’s bid', () => {
    expect(resolveBid(situation(100, ann(400)), ben(400))).toEqual({
      ok: false,
      reason: 'matchedByEarlierMaximum',
      entries: [auto(1, 400)],
    });
  });

  it('lets a bid above the leader’s maximum simply lead', () => {
    expect(resolveBid(situation(100, ann(300)), ben(310, 2_000))).toEqual({ ok: true, entries: [manual(2, 310)] });
  });

  it('lets a maximum that meets the new bid exactly still lose to a higher maximum', () => {
    // Ann's maximum 300 equals Ben's bid; Ben's maximum 1,000 wins at 300 + 10.
    expect(resolveBid(situation(100, ann(300)), ben(300, 1_000))).toEqual({
      ok: true,
      entries: [manual(2, 300), auto(2, 310)],
    });
  });

  it('refuses the leader a bid against themselves above the highest, before the step, whatever the maximum', () => {
    for (const amount of [100.01, 105, 110, 900]) {
      expect(resolveBid(situation(100, ann(300)), { ...ben(amount, 900), userId: 1 })).toEqual({
        ok: false,
        reason: 'alreadyLeading',
      });
    }
    // Not above the highest: refused as such, whoever sends it (a page that had not seen the last bid).
    expect(resolveBid(situation(100, ann(300)), { ...ben(100), userId: 1 })).toEqual({
      ok: false,
      reason: 'notAboveHighest',
    });
  });

  it('uses the 100 € step above 5,000 €', () => {
    expect(resolveBid(situation(5_000, ann(9_000)), ben(5_100, 6_000))).toEqual({
      ok: true,
      entries: [manual(2, 5_100), auto(2, 6_000), auto(1, 6_100)],
    });
  });
});

describe('resolveBid: the reserve', () => {
  it('raises a leader whose maximum reaches the reserve to the reserve', () => {
    expect(resolveBid(situation(null, null, 800), ben(60, 1_000))).toEqual({
      ok: true,
      entries: [manual(2, 60), auto(2, 800)],
    });
    expect(resolveBid(situation(100, ann(300), 800), ben(150, 1_000))).toEqual({
      ok: true,
      entries: [manual(2, 150), auto(1, 300), auto(2, 800)],
    });
  });

  it('leaves a leader below the reserve where the ladder put them when their maximum does not reach it', () => {
    expect(resolveBid(situation(100, ann(300), 800), ben(150, 700))).toEqual({
      ok: true,
      entries: [manual(2, 150), auto(1, 300), auto(2, 310)],
    });
  });
});

describe('raiseMaximum', () => {
  it('raises the leader’s maximum without a bid, and only upwards', () => {
    expect(raiseMaximum(situation(100, ann(300)), 1, 500)).toEqual({ ok: true, entries: [] });
    expect(raiseMaximum(situation(100, ann(300)), 1, 300)).toEqual({ ok: false, reason: 'notRaised', current: 300 });
    // A leader without a stored maximum holds their bid as one.
    expect(raiseMaximum(situation(100, ann(100)), 1, 99)).toEqual({ ok: false, reason: 'notRaised', current: 100 });
  });

  it('is for the leader only', () => {
    expect(raiseMaximum(situation(100, ann(300)), 2, 900)).toEqual({ ok: false, reason: 'notLeader' });
    expect(raiseMaximum(situation(null, null), 2, 900)).toEqual({ ok: false, reason: 'notLeader' });
  });

  it('raises the leader to the reserve once the new maximum reaches it', () => {
    expect(raiseMaximum(situation(100, ann(300), 800), 1, 800)).toEqual({ ok: true, entries: [auto(1, 800)] });
    expect(raiseMaximum(situation(100, ann(300), 800), 1, 799.99)).toEqual({ ok: true, entries: [] });
  });
});
