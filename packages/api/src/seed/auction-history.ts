import type { Db } from '../db/client';
import { castAuctionHistory } from './auction-history-cast';
import { seedRunningAuction } from './auction-history-running';
import { seedSoldAuction } from './auction-history-sold';
import { seedLapsedAuction, seedUnbidAuction } from './auction-history-unsold';

/**
 * Past and further auctions beside the two of seedAuctions (which the README names): one sold and claimed months ago
 * (its trip done and reviewed), one whose winner never claimed it (the claim lapsed), one that ended without a bid,
 * and a second running one between other customers. They use the third and fourth exclusive cars (the first two
 * carry the README's auctions) and the first's past. Idempotent: skipped once the claimed one exists.
 */
export async function seedAuctionHistory(db: Db, now: Date = new Date()): Promise<void> {
  const cast = await castAuctionHistory(db, now);
  if (!cast) return;
  // In this order, as the ids the demo shows were first given.
  await db.transaction(async (tx) => {
    await seedSoldAuction(tx, cast);
    await seedLapsedAuction(tx, cast);
    await seedUnbidAuction(tx, cast);
    await seedRunningAuction(tx, cast);
  });
}
