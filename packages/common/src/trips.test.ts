import { describe, expect, it } from 'vitest';
import {
  cancellationDeadlineMs,
  cancellationTerms,
  changeRefund,
  feeKeptByChange,
  freeCancellationUntilMs,
  lateCancellationFee,
} from './trips';

const HOUR = 3_600_000;
const start = Date.UTC(2031, 0, 10, 10);
/** A 48-hour trip: 2 × 45 € of time fees, so one day of them is 45 €. */
const trip = { startAtMs: start, endAtMs: start + 48 * HOUR };
const at = (hoursBefore: number) => start - hoursBefore * HOUR;

describe('cancellation policy', () => {
  it('is free until 24 hours before pick-up', () => {
    expect(freeCancellationUntilMs(start)).toBe(at(24));
    expect(cancellationTerms({ ...trip, nowMs: at(72), paid: 187.4 })).toEqual({ refund: 187.4, fee: 0 });
    expect(cancellationTerms({ ...trip, nowMs: at(24) + -1, paid: 187.4 })).toEqual({ refund: 187.4, fee: 0 });
  });

  it('keeps one day of time fees from 24 hours before pick-up on: 187.40 − 45 = 142.40', () => {
    expect(cancellationTerms({ ...trip, nowMs: at(24), paid: 187.4 })).toEqual({ refund: 142.4, fee: 45 });
    expect(cancellationTerms({ ...trip, nowMs: at(23), paid: 187.4 })).toEqual({ refund: 142.4, fee: 45 });
    expect(cancellationTerms({ ...trip, nowMs: at(1), paid: 187.4 })).toEqual({ refund: 142.4, fee: 45 });
  });

  it('never keeps more than the time fees (3 h trip: 12 €) nor more than was paid', () => {
    const short = { startAtMs: start, endAtMs: start + 3 * HOUR };
    expect(lateCancellationFee(12)).toBe(12);
    expect(cancellationTerms({ ...short, nowMs: at(1), paid: 60 })).toEqual({ refund: 48, fee: 12 });
    expect(cancellationTerms({ ...trip, nowMs: at(1), paid: 30 })).toEqual({ refund: 0, fee: 30 });
  });

  it('charges nothing for an unpaid booking, and refuses once the trip has started', () => {
    expect(cancellationTerms({ ...trip, nowMs: at(1), paid: 0 })).toEqual({ refund: 0, fee: 0 });
    expect(cancellationTerms({ ...trip, nowMs: start, paid: 100 })).toBeNull();
    expect(cancellationTerms({ ...trip, nowMs: start + HOUR, paid: 0 })).toBeNull();
  });
});

describe('a cheaper change', () => {
  it('gives the whole difference back early, the difference less the late fee later, never below 0', () => {
    expect(changeRefund({ ...trip, nowMs: at(72), paid: 200, newTotal: 120 })).toBe(80);
    expect(changeRefund({ ...trip, nowMs: at(23), paid: 200, newTotal: 120 })).toBe(35);
    expect(changeRefund({ ...trip, nowMs: at(23), paid: 200, newTotal: 170 })).toBe(0);
    expect(changeRefund({ ...trip, nowMs: at(72), paid: 200, newTotal: 250 })).toBe(0);
  });
});

describe('a booking whose trip moved', () => {
  /** Moved ten days later after its first pick-up's deadline had passed. */
  const moved = { startAtMs: start + 240 * HOUR, endAtMs: start + 288 * HOUR, earliestStartAtMs: start };

  it('is free only until 24 hours before the earliest pick-up it has had', () => {
    expect(cancellationDeadlineMs(moved)).toBe(at(24));
    expect(cancellationTerms({ ...moved, nowMs: at(25), paid: 100 })).toEqual({ refund: 100, fee: 0 });
    expect(cancellationTerms({ ...moved, nowMs: at(23), paid: 100 })).toEqual({ refund: 55, fee: 45 });
  });

  it('keeps the fee a change kept, though the trip now is one hour (whose own fee is 4 €)', () => {
    const hour = { ...moved, endAtMs: moved.startAtMs + HOUR, keptFee: 45 };
    expect(cancellationTerms({ ...hour, nowMs: at(23), paid: 60 })).toEqual({ refund: 15, fee: 45 });
    expect(feeKeptByChange({ ...hour, nowMs: at(23), paid: 0 })).toBe(45);
    expect(changeRefund({ ...hour, nowMs: at(23), paid: 100, newTotal: 19 })).toBe(36);
  });

  it('keeps nothing for a change made before the deadline', () => {
    expect(feeKeptByChange({ ...trip, nowMs: at(25), paid: 0 })).toBe(0);
    expect(feeKeptByChange({ ...trip, nowMs: at(23), paid: 0 })).toBe(45);
  });
});
