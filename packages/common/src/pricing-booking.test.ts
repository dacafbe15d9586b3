import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAR_DELIVERY_FEE } from './constants';
import { bookingTotal, COVERAGE_PRICES, priceTrip, sumLines, tripLines, type CoverageLevel } from './pricing';

const HOUR = 3_600_000;

describe('priceTrip (calculate-cost lines)', () => {
  it('prices a two-day trip with Top coverage and no discount', () => {
    // 585 km × 6.5 l/100 km × 1.80 € = 68.445 → 68.45; tolls 585 × 0.05 = 29.25; service 15; 51 h = 2 × 45 + 3 × 4 = 102.
    expect(priceTrip({ distanceKm: 585, fuelConsumption: 6.5, durationMs: 51 * HOUR, coverage: 1 })).toEqual({
      fuelCost: 68.45,
      tollFees: 29.25,
      serviceFees: 15,
      timeFees: 102,
      coverageFee: 10,
      userDiscount: 0,
      total: 214.7,
    });
  });

  it('takes a plan discount off the trip lines only', () => {
    // 214.70 × 10 % = 21.47; coverage is not discounted.
    const cost = priceTrip({
      distanceKm: 585,
      fuelConsumption: 6.5,
      durationMs: 51 * HOUR,
      coverage: 2,
      discountPercent: 10,
    });
    expect(cost).toMatchObject({ coverageFee: 20, userDiscount: 21.47, total: 193.23 });
    expect(bookingTotal(cost, 2, true)).toBe(223.23); // 193.23 + 20 + 10
  });

  it('prices a short trip with a 15 % plan', () => {
    // 100 km × 5 / 100 × 1.8 = 9; tolls 5; service 15; 3 h × 4 = 12 → 41; 15 % = 6.15 → 34.85.
    const cost = priceTrip({
      distanceKm: 100,
      fuelConsumption: 5,
      durationMs: 3 * HOUR,
      coverage: 0,
      discountPercent: 15,
    });
    expect(cost).toEqual({
      fuelCost: 9,
      tollFees: 5,
      serviceFees: 15,
      timeFees: 12,
      coverageFee: 0,
      userDiscount: 6.15,
      total: 34.85,
    });
    expect(bookingTotal(cost, 0, false)).toBe(34.85);
    expect(bookingTotal(cost, 0, true)).toBe(44.85);
    expect(bookingTotal(cost, 1, false)).toBe(44.85);
    expect(bookingTotal(cost, 2, true)).toBe(64.85);
  });

  it('rounds a third off to cents once', () => {
    // 333 × 7.3 / 100 × 1.8 = 43.7562 → 43.76; tolls 16.65; 25 started hours = 45 + 4 = 49; + 15 → 124.41.
    // 33 % of 124.41 = 41.0553 → 41.06; total 83.35.
    const cost = priceTrip({ distanceKm: 333, fuelConsumption: 7.3, durationMs: 24 * HOUR + 1, discountPercent: 33 });
    expect(cost).toEqual({
      fuelCost: 43.76,
      tollFees: 16.65,
      serviceFees: 15,
      timeFees: 49,
      coverageFee: 0,
      userDiscount: 41.06,
      total: 83.35,
    });
  });

  it('defaults to no coverage and no discount: total equals the search estimate', () => {
    const input = { distanceKm: 250, fuelConsumption: 8, durationMs: 10 * HOUR };
    const cost = priceTrip(input);
    expect(cost.coverageFee).toBe(0);
    expect(cost.userDiscount).toBe(0);
    expect(cost.total).toBe(sumLines(tripLines(input)));
  });

  it('adds each coverage price and the delivery fee in bookingTotal', () => {
    for (const coverage of [0, 1, 2] as const) {
      expect(bookingTotal({ total: 100 }, coverage, false)).toBe(100 + COVERAGE_PRICES[coverage]);
      expect(bookingTotal({ total: 100 }, coverage, true)).toBe(100 + COVERAGE_PRICES[coverage] + CAR_DELIVERY_FEE);
    }
  });

  it('always has lines that add up to the total, to the cent', () => {
    const toCents = (v: number) => Math.round(v * 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 30 * 24 * HOUR }),
        fc.constantFrom<CoverageLevel>(0, 1, 2),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (distanceKm, fuelConsumption, durationMs, coverage, discountPercent, delivery) => {
          const cost = priceTrip({ distanceKm, fuelConsumption, durationMs, coverage, discountPercent });
          const lines =
            toCents(cost.fuelCost) + toCents(cost.tollFees) + toCents(cost.serviceFees) + toCents(cost.timeFees);
          expect(toCents(cost.total)).toBe(lines - toCents(cost.userDiscount));
          expect(cost.total).toBeGreaterThanOrEqual(0);
          const booked = bookingTotal(cost, coverage, delivery);
          expect(toCents(booked)).toBe(
            toCents(cost.total) + toCents(cost.coverageFee) + (delivery ? toCents(CAR_DELIVERY_FEE) : 0),
          );
        },
      ),
    );
  });
});
