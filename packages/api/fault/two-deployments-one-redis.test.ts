import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMinimumBid } from '@wayfare/common';
import { createFreshDatabase, type FreshDatabase } from './harness/database';
import { faultEnv, sleep, waitFor } from './harness/env';
import { auctionWithBidders, placeBid, registerCustomer } from './harness/http';
import { freePort, ServerProcess } from './harness/server';
import { watchAuction, type AuctionWatcher } from './harness/stomp';

/**
 * Two deployments (say production and staging) on one Redis, each with its own database and REDIS_CHANNEL_PREFIX left
 * unset: Redis pub/sub ignores the database number of REDIS_URL, so with one fixed channel a bid in one deployment
 * reached the pages of the other watching the same auction id. Each deployment's channel is named after its database
 * (docs/product/realtime-contract.md#fan-out): a bid reaches every page of its own deployment, on each of its
 * instances, and none of the other's.
 */
describe.skipIf(!faultEnv.databaseUrl || !faultEnv.redisUrl)('two deployments sharing one Redis', () => {
  const databases: FreshDatabase[] = [];
  const servers: ServerProcess[] = [];
  const watchers: AuctionWatcher[] = [];

  beforeAll(async () => {
    databases.push(await createFreshDatabase(faultEnv.databaseUrl!), await createFreshDatabase(faultEnv.databaseUrl!));
  });
  afterAll(async () => {
    await Promise.all(watchers.map((watcher) => watcher.close()));
    await Promise.all(servers.map((server) => server.kill()));
    await Promise.all(databases.map((database) => database.drop()));
  });

  async function start(name: string, database: FreshDatabase): Promise<ServerProcess> {
    const server = ServerProcess.start({
      name,
      port: await freePort(),
      databaseUrl: database.url,
      redisUrl: faultEnv.redisUrl,
    });
    servers.push(server);
    return server;
  }

  it('a bid in one reaches both instances of its own deployment and no subscriber of the other', async () => {
    const [one, other] = databases as [FreshDatabase, FreshDatabase];
    // Deployment one has two instances (they must still hear each other); deployment two has one.
    const [oneA, oneB, two] = await Promise.all([start('one-A', one), start('one-B', one), start('two', other)]);
    await Promise.all([oneA.ready(), oneB.ready(), two.ready()]);

    const { customer, bidder, auction } = await auctionWithBidders(oneA.origin);
    const stranger = await registerCustomer(two.origin, 'Stranger');
    const watch = (server: ServerProcess, session: { userId: number; accessToken: string }) => {
      const watcher = watchAuction({
        wsUrl: `${server.origin.replace('http', 'ws')}/ws`,
        // The other deployment's page watches the same auction id: ids start at 1 in every database.
        auctionId: auction.id,
        userId: session.userId,
        accessToken: session.accessToken,
        reconnectDelay: 0,
        onReconnect: async () => undefined,
      });
      watchers.push(watcher);
      return watcher;
    };
    const onOneA = watch(oneA, customer);
    const onOneB = watch(oneB, bidder);
    const onTwo = watch(two, stranger);
    await waitFor('every page connected', () => [onOneA, onOneB, onTwo].every((w) => w.connections() === 1));
    // The subscriptions follow CONNECTED at once; give them a moment to reach their instance.
    await sleep(300);

    const amount = nextMinimumBid(auction.highestBid?.amount ?? auction.minBidAmount);
    const bid = await placeBid(oneA.origin, bidder, auction.id, amount);
    await waitFor('the bid on both instances of its deployment', () =>
      [onOneA, onOneB].every((w) => w.bids.some((delivered) => delivered.id === bid.id)),
    );
    // Long after the bid reached the other instance of its own deployment, nothing has come to the other one.
    await sleep(1000);
    expect(onTwo.bids).toEqual([]);
    expect(onTwo.drops()).toBe(0);
  }, 180_000);
});
