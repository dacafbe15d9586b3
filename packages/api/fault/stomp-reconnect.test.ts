import { describe, expect, it } from 'vitest';
import { AUCTION_WS_RECONNECT_MIN_MS, nextMinimumBid, type Auction } from '@wayfare/common';
import { faultEnv, waitFor } from './harness/env';
import { auctionWithBidders, getAuction, placeBid, type Session } from './harness/http';

import { freePort } from './harness/server';
import { instancesBehindNginx } from './harness/stage';
import { watchAuction, type AuctionWatcher } from './harness/stomp';

/**
 * Auction pages connected through nginx (deploy/nginx.conf) to two instances that share their messages through
 * Redis. One instance restarts: the pages on the other stay connected and see every bid live; the pages on the
 * restarted one reconnect through nginx (to the other instance while it is away) within 6 s of losing their socket,
 * with the web app's own reconnect delay, and re-read the auction as the web app does: none misses the final price.
 */
describe.skipIf(!faultEnv.databaseUrl || !faultEnv.redisUrl)('STOMP clients behind nginx across a restart', () => {
  const watchers: AuctionWatcher[] = [];
  const { start, nginx: frontWith } = instancesBehindNginx(async () =>
    Promise.all(watchers.map((watcher) => watcher.close())),
  );

  // Three start-ups (two at once, then A again): 90 s is short on a busy machine.
  it('keeps the other instance’s clients, reconnects the restarted one’s within 6 s, and none misses the final bid', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    let a = start('A', portA);
    const b = start('B', portB);
    await Promise.all([a.ready(), b.ready()]);
    const nginx = await frontWith([portA, portB]);
    const site = nginx.url;

    const { customer, bidder, auction } = await auctionWithBidders(site);
    let highest = auction.highestBid?.amount ?? auction.minBidAmount;
    // Bidders take turns, starting with whoever is not the current highest bidder.
    let turn = auction.highestBid?.user.id === customer.userId ? 1 : 0;
    const nextBidder = (): Session => [customer, bidder][turn++ % 2]!;
    // Each bid is the least the bid ladder accepts (docs/product/auctions.md#maximum-bids), placed through nginx.
    const bid = async () => {
      highest = nextMinimumBid(highest);
      return placeBid(site, nextBidder(), auction.id, highest);
    };

    // Six auction pages; nginx spreads their sockets over both instances (round robin).
    for (let i = 0; i < 6; i++) {
      const session = i % 2 === 0 ? customer : bidder;
      watchers.push(
        watchAuction({
          wsUrl: `${site.replace('http', 'ws')}/ws`,
          auctionId: auction.id,
          userId: session.userId,
          accessToken: session.accessToken,
          reconnectDelay: AUCTION_WS_RECONNECT_MIN_MS,
          onReconnect: () => getAuction(site, session, auction.id),
        }),
      );
    }
    await waitFor('every watcher connected', () => watchers.every((w) => w.connections() === 1));
    const live = await bid();
    await waitFor('a bid delivered to every watcher', () =>
      watchers.every((w) => w.bids.some((delivered) => delivered.id === live.id)),
    );

    // A restarts; meanwhile the auction goes on through nginx (on B).
    const exit = await a.stop('SIGTERM');
    expect(exit.code).toBe(0);
    await waitFor('the sockets on A closed', () => watchers.some((w) => w.drops() > 0));
    const missed = [await bid(), await bid(), await bid()];
    const finalBid = missed.at(-1)!;
    const onA = watchers.filter((w) => w.drops() > 0);
    const onB = watchers.filter((w) => w.drops() === 0);
    a = start('A', portA);
    await waitFor('the dropped watchers reconnected and re-read the auction', () =>
      onA.every((w) => w.connections() >= 2 && w.lastReread !== undefined),
    );
    await a.ready();

    const reconnectMs = onA.map((w) => w.connectedAt[1]! - w.droppedAt[0]!);
    console.info(
      'STOMP behind nginx:',
      JSON.stringify({ onA: onA.length, onB: onB.length, shutdownMs: exit.ms, reconnectMs, missed: missed.length }),
    );
    // The round robin put sockets on both instances.
    expect(onA.length).toBeGreaterThan(0);
    expect(onB.length).toBeGreaterThan(0);
    for (const watcher of onB) {
      // Never disconnected, and every bid arrived live.
      expect(watcher.connections()).toBe(1);
      expect(watcher.drops()).toBe(0);
      expect(watcher.bids.map((delivered) => delivered.id)).toEqual(expect.arrayContaining(missed.map((m) => m.id)));
    }
    for (const [index, watcher] of onA.entries()) {
      expect(reconnectMs[index]).toBeLessThan(6000);
      // The re-read after the reconnect shows the final bid as the price to beat.
      expect((watcher.lastReread as Auction).highestBid).toMatchObject({ id: finalBid.id, amount: finalBid.amount });
    }

    // Live again both ways with A back in rotation (nginx tries it in its turn): a bid SENT over STOMP reaches every
    // watcher.
    highest = nextMinimumBid(highest);
    const sender = nextBidder();
    const senderWatcher = watchers[sender === customer ? 0 : 1]!;
    senderWatcher.sendBid({ auctionId: auction.id, userId: sender.userId, bidAmount: highest }, sender.accessToken);
    await waitFor('the bid sent over STOMP delivered to every watcher', () =>
      watchers.every((w) => w.bids.some((delivered) => delivered.amount === highest)),
    );
    expect((await getAuction(site, customer, auction.id)).highestBid?.amount).toBe(highest);
    const lines = await nginx.accessLog();
    expect(lines.filter((line) => line.status >= 500)).toEqual([]);
  }, 180_000);
});
