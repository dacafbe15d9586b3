import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMinimumBid, type Auction } from '@wayfare/common';
import { createFreshDatabase, type FreshDatabase } from './harness/database';
import { faultEnv, waitFor } from './harness/env';
import { auctionWithBidders, getAuction, placeBid, type Session } from './harness/http';
import { freePort, ServerProcess } from './harness/server';
import { watchAuction, type AuctionWatcher } from './harness/stomp';

/**
 * STOMP clients connected to an instance that is restarted reconnect by themselves, and after the
 * reconnect (re-reading the auction, as the web app does) none of them has missed the final price — bids placed on
 * the other instance meanwhile included. Two instances share their messages through Redis.
 */
describe.skipIf(!faultEnv.databaseUrl || !faultEnv.redisUrl)('STOMP clients across an instance restart', () => {
  let database: FreshDatabase;
  const servers: ServerProcess[] = [];
  const watchers: AuctionWatcher[] = [];

  beforeAll(async () => {
    database = await createFreshDatabase(faultEnv.databaseUrl!);
  });

  afterAll(async () => {
    await Promise.all(watchers.map((watcher) => watcher.close()));
    await Promise.all(servers.map((server) => server.kill()));
    await database?.drop();
  });

  const start = (name: string, port: number) => {
    const server = ServerProcess.start({ name, port, databaseUrl: database.url, redisUrl: faultEnv.redisUrl });
    servers.push(server);
    return server;
  };

  it('reconnects every client and none misses the final highest bid', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    let a = start('A', portA);
    const b = start('B', portB);
    await Promise.all([a.ready(), b.ready()]);

    const { customer, bidder, auction } = await auctionWithBidders(b.origin);
    let highest = auction.highestBid?.amount ?? auction.minBidAmount;
    // Bidders take turns, starting with whoever is not the current highest bidder.
    let turn = auction.highestBid?.user.id === customer.userId ? 1 : 0;
    const nextBidder = (): Session => [customer, bidder][turn++ % 2]!;
    // Each bid is the least the bid ladder accepts (docs/product/auctions.md#maximum-bids).
    const bidOnB = async () => {
      highest = nextMinimumBid(highest);
      return placeBid(b.origin, nextBidder(), auction.id, highest);
    };

    // Six watchers on instance A, as six open auction pages; the web app reconnects after 5 s, these after 300 ms.
    for (let i = 0; i < 6; i++) {
      const session = i % 2 === 0 ? customer : bidder;
      watchers.push(
        watchAuction({
          wsUrl: `ws://127.0.0.1:${portA}/ws`,
          auctionId: auction.id,
          userId: session.userId,
          accessToken: session.accessToken,
          reconnectDelay: 300,
          onReconnect: () => getAuction(`http://127.0.0.1:${portA}`, session, auction.id),
        }),
      );
    }
    await waitFor('every watcher connected', () => watchers.every((w) => w.connections() === 1));

    // Live across instances: a bid placed on B reaches the watchers on A through Redis.
    const live = await bidOnB();
    await waitFor('the bid placed on B delivered on A', () =>
      watchers.every((w) => w.bids.some((bid) => bid.id === live.id)),
    );

    // A restarts; meanwhile the auction goes on on B.
    const exit = await a.stop('SIGTERM');
    expect(exit.code).toBe(0);
    await waitFor('every watcher saw its socket close', () => watchers.every((w) => w.drops() >= 1));
    const missed = [await bidOnB(), await bidOnB(), await bidOnB()];
    const finalBid = missed.at(-1)!;
    a = start('A', portA);
    await a.ready();
    const readyAt = Date.now();

    await waitFor('every watcher reconnected and re-read the auction', () =>
      watchers.every((w) => w.connections() >= 2 && w.lastReread !== undefined),
    );
    console.info(
      'STOMP reconnect:',
      JSON.stringify({
        watchers: watchers.length,
        shutdownMs: exit.ms,
        missedBids: missed.length,
        reconnectedAfterReadyMs: Date.now() - readyAt,
      }),
    );
    for (const watcher of watchers) {
      // Not delivered live (they were away) …
      expect(watcher.bids.map((bid) => bid.id)).not.toContain(finalBid.id);
      // … but the re-read shows it as the price to beat.
      const reread = watcher.lastReread as Auction;
      expect(reread.highestBid).toMatchObject({ id: finalBid.id, amount: finalBid.amount });
    }

    // And the channel is live again both ways: a bid SENT over STOMP to the restarted A reaches every watcher.
    highest = nextMinimumBid(highest);
    const sender = nextBidder();
    const senderWatcher = watchers[sender === customer ? 0 : 1]!;
    senderWatcher.sendBid({ auctionId: auction.id, userId: sender.userId, bidAmount: highest }, sender.accessToken);
    await waitFor('the bid sent over STOMP delivered to every watcher', () =>
      watchers.every((w) => w.bids.some((bid) => bid.amount === highest)),
    );
    const onB = await getAuction(b.origin, customer, auction.id);
    expect(onB.highestBid?.amount).toBe(highest);
  });
});
