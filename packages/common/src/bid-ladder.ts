/**
 * The bid ladder of the maximum (proxy) bids being added to the auctions: how much a bid must raise the highest bid,
 * by the size of the highest bid, as the large car auction sites do. Pure rules for the server and the web; amounts
 * are euros with cents (the database keeps numeric(10,2)).
 */
export const BID_LADDER = [
  { below: 100, step: 5 },
  { below: 500, step: 10 },
  { below: 1_000, step: 25 },
  { below: 5_000, step: 50 },
  { below: Number.POSITIVE_INFINITY, step: 100 },
] as const;

const cents = (euros: number) => Math.round(euros * 100) / 100;

/** The least a bid must add to `highest`. */
export function bidIncrement(highest: number): number {
  return BID_LADDER.find((rung) => highest < rung.below)!.step;
}

/** The least bid that leads over `highest`. */
export function nextMinimumBid(highest: number): number {
  return cents(highest + bidIncrement(highest));
}

/** A bidder's secret maximum, and when it was placed (the earlier of two equal maxima leads). */
export interface Maximum {
  max: number;
  placedAt: number;
}

/**
 * Two maxima compete: the higher leads at the lower maximum plus one step, never above its own maximum; of two equal
 * maxima the earlier leads, at that maximum.
 */
export function resolveMaxima<M extends Maximum>(a: M, b: M): { leader: M; amount: number } {
  if (a.max === b.max) return { leader: a.placedAt <= b.placedAt ? a : b, amount: a.max };
  const [higher, lower] = a.max > b.max ? [a, b] : [b, a];
  return { leader: higher, amount: Math.min(higher.max, nextMinimumBid(lower.max)) };
}

/** What a maximum bids by itself against a highest bid it does not hold: the least that leads, if its maximum allows. */
export function autoBidAgainst(highest: number, max: number): number | null {
  const needed = nextMinimumBid(highest);
  return needed <= max ? needed : null;
}
