import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateTripPrice, PRICING, sumLines, timeFees, tripLines, tripPricer } from './pricing';

const HOUR = 3_600_000;
const isCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

describe('timeFees', () => {
  it('charges started hours at the hourly rate, at least one hour', () => {
    expect(timeFees(0)).toBe(PRICING.hourlyRate);
    expect(timeFees(1)).toBe(PRICING.hourlyRate);
    expect(timeFees(HOUR)).toBe(PRICING.hourlyRate);
    expect(timeFees(HOUR + 1)).toBe(2 * PRICING.hourlyRate);
    expect(timeFees(5 * HOUR)).toBe(5 * PRICING.hourlyRate);
  });

  it('caps each started day at the daily cap', () => {
    expect(timeFees(23 * HOUR)).toBe(Math.min(23 * PRICING.hourlyRate, PRICING.dailyCap));
    expect(timeFees(24 * HOUR)).toBe(PRICING.dailyCap);
    // A day and two hours: one capped day plus two hours.
    expect(timeFees(26 * HOUR)).toBe(PRICING.dailyCap + 2 * PRICING.hourlyRate);
    expect(timeFees(3 * 24 * HOUR)).toBe(3 * PRICING.dailyCap);
  });

  it('never charges more for a shorter rental, nor more than the cap per started day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 24 * HOUR }), fc.integer({ min: 0, max: 48 * HOUR }), (ms, extra) => {
        expect(timeFees(ms)).toBeLessThanOrEqual(timeFees(ms + extra));
        expect(timeFees(ms)).toBeLessThanOrEqual(Math.max(1, Math.ceil(ms / (24 * HOUR))) * PRICING.dailyCap);
      }),
    );
  });
});

describe('tripLines / sumLines', () => {
  it('prices a known trip line by line', () => {
    // 585 km at 6.5 l/100 km over 2 days and 3 hours.
    const lines = tripLines({ distanceKm: 585, fuelConsumption: 6.5, durationMs: 51 * HOUR });
    expect(lines).toEqual({
      fuelCost: 68.45, // 585 × 6.5 / 100 × 1.8 = 68.445 → 68.45
      tollFees: 29.25,
      serviceFees: PRICING.serviceFee,
      timeFees: 2 * PRICING.dailyCap + 3 * PRICING.hourlyRate,
    });
    expect(sumLines(lines)).toBe(68.45 + 29.25 + 15 + 102);
  });

  it('rounds every line to cents, and the total is exactly the sum of the lines shown', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.double({ min: 0.1, max: 20, noNaN: true }),
        fc.integer({ min: 1, max: 30 * 24 * HOUR }),
        (distanceKm, fuelConsumption, durationMs) => {
          const lines = tripLines({ distanceKm, fuelConsumption, durationMs });
          for (const value of Object.values(lines)) expect(isCents(value)).toBe(true);
          const total = sumLines(lines);
          expect(isCents(total)).toBe(true);
          // Adding the displayed cents gives the displayed total, to the cent.
          const cents = Object.values(lines).reduce((sum, v) => sum + Math.round(v * 100), 0);
          expect(Math.round(total * 100)).toBe(cents);
          expect(estimateTripPrice({ distanceKm, fuelConsumption, durationMs })).toBe(total);
          expect(tripPricer({ distanceKm, durationMs })(fuelConsumption)).toBe(total);
        },
      ),
    );
  });
});
