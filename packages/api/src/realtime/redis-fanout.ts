import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { FanoutMessage, type Fanout } from './fanout';

/**
 * The deployment's channel: Redis pub/sub ignores the database number, so deployments that share a Redis are told
 * apart by their prefix (REDIS_CHANNEL_PREFIX, docs/product/realtime-contract.md#fan-out).
 */
export const realtimeChannel = (prefix: string) => `${prefix}:realtime`;

/**
 * Redis pub/sub between instances: one connection publishes, one subscribes (a subscribed connection can do nothing
 * else). ioredis reconnects and resubscribes by itself; while Redis is away, publishes fail after a couple of retries
 * rather than queueing without bound.
 */
export function createRedisFanout(url: string, log: FastifyBaseLogger, channel: string): Fanout {
  const publisher = new Redis(url, { connectionName: 'wayfare-realtime-pub', maxRetriesPerRequest: 2 });
  // The SUBSCRIBE waits for Redis however long it takes: had it failed, ioredis would not resubscribe on reconnect.
  const subscriber = new Redis(url, { connectionName: 'wayfare-realtime-sub', maxRetriesPerRequest: null });
  watch(publisher, 'publisher', log);
  watch(subscriber, 'subscriber', log);

  const handlers = new Set<(message: FanoutMessage) => void>();
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let message: FanoutMessage;
    try {
      message = FanoutMessage.parse(JSON.parse(raw));
    } catch (error) {
      log.warn({ err: error }, 'realtime: ignored a malformed fan-out message from Redis');
      return;
    }
    for (const handler of handlers) {
      try {
        handler(message);
      } catch (error) {
        log.error({ err: error }, 'realtime: fan-out handler failed');
      }
    }
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.error({ err: error }, `realtime: could not subscribe to Redis channel ${channel}`),
  );

  return {
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    ready: () => subscribed,
    async close() {
      handlers.clear();
      // disconnect() rather than quit(): no round trip to wait for, and nothing is left to flush.
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** Logs a connection's errors once per distinct message until it is ready again, not at every retry. */
function watch(client: Redis, role: string, log: FastifyBaseLogger): void {
  let lastError: string | undefined;
  client.on('error', (error: Error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    log.error({ err: error }, `realtime: Redis ${role} connection error (ioredis keeps reconnecting)`);
  });
  client.on('ready', () => {
    if (lastError !== undefined) log.info(`realtime: Redis ${role} connection is back`);
    lastError = undefined;
  });
}
