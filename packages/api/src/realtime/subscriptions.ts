import type { FanoutMessage } from './fanout';
import { createSharedMessage, type SharedMessage } from './stomp-codec';

/** A connected session as the registry sees it. */
export interface Subscriber {
  readonly id: string;
  readonly userId: number;
  /** `shared`: the message's frames, encoded once for all its sessions (absent for a session's own messages). */
  deliver(subscriptionId: string, destination: string, body: string, contentType: string, shared?: SharedMessage): void;
}

interface Subscription {
  subscriber: Subscriber;
  subscriptionId: string;
}

/**
 * A destination each user has for themselves (`/user/queue/outbid`): every user subscribes to the same string, and a
 * session gets only what is addressed to its own user (docs/product/realtime-contract.md#outbid-alerts).
 */
export const isUserDestination = (destination: string): boolean => destination.startsWith('/user/');

/**
 * This instance's subscriptions, indexed so that a publish touches only the sessions it is for: by destination, and
 * for a user destination by user and destination (a message to one user never looks at anyone else's sessions).
 */
export class SubscriptionRegistry {
  readonly #byDestination = new Map<string, Map<string, Subscription>>();
  /** User destinations, by `userQueueKey(userId, destination)`. */
  readonly #byUserQueue = new Map<string, Map<string, Subscription>>();
  /** message-ids: this prefix (the instance's, so that they differ across instances) and a count of messages. */
  readonly #messageIdPrefix: string;
  #messageCount = 0;

  constructor(messageIdPrefix = 'm-') {
    this.#messageIdPrefix = messageIdPrefix;
  }

  add(subscriber: Subscriber, subscriptionId: string, destination: string): void {
    const index = this.#indexOf(destination);
    const indexKey = this.#indexKey(subscriber, destination);
    let subscriptions = index.get(indexKey);
    if (!subscriptions) {
      subscriptions = new Map();
      index.set(indexKey, subscriptions);
    }
    subscriptions.set(key(subscriber, subscriptionId), { subscriber, subscriptionId });
  }

  remove(subscriber: Subscriber, subscriptionId: string, destination: string): void {
    const index = this.#indexOf(destination);
    const indexKey = this.#indexKey(subscriber, destination);
    const subscriptions = index.get(indexKey);
    subscriptions?.delete(key(subscriber, subscriptionId));
    if (subscriptions?.size === 0) index.delete(indexKey);
  }

  /**
   * Delivers one fanned-out message to the local subscribers of its destination; a message to a user destination
   * only to `toUserId`'s sessions, and to nobody without one.
   */
  deliver(message: FanoutMessage, onError: (error: unknown) => void = () => {}): void {
    const subscriptions = isUserDestination(message.destination)
      ? message.toUserId === undefined
        ? undefined
        : this.#byUserQueue.get(userQueueKey(message.toUserId, message.destination))
      : this.#byDestination.get(message.destination);
    if (!subscriptions) return;
    const contentType = message.contentType ?? 'application/json';
    const shared = createSharedMessage(
      `${this.#messageIdPrefix}${++this.#messageCount}`,
      message.destination,
      contentType,
      message.body,
    );
    // A copy: a failing delivery may close its session, which unsubscribes it while we iterate.
    for (const { subscriber, subscriptionId } of [...subscriptions.values()]) {
      if (message.excludeUserId !== undefined && subscriber.userId === message.excludeUserId) continue;
      try {
        subscriber.deliver(subscriptionId, message.destination, message.body, contentType, shared);
      } catch (error) {
        onError(error);
      }
    }
  }

  /**
   * Number of subscriptions to `destination` on this instance (for tests and diagnostics); for a user destination,
   * those of `userId`.
   */
  count(destination: string, userId?: number): number {
    if (!isUserDestination(destination)) return this.#byDestination.get(destination)?.size ?? 0;
    return userId === undefined ? 0 : (this.#byUserQueue.get(userQueueKey(userId, destination))?.size ?? 0);
  }

  #indexOf(destination: string) {
    return isUserDestination(destination) ? this.#byUserQueue : this.#byDestination;
  }

  #indexKey(subscriber: Subscriber, destination: string) {
    return isUserDestination(destination) ? userQueueKey(subscriber.userId, destination) : destination;
  }
}

const key = (subscriber: Subscriber, subscriptionId: string) => `${subscriber.id}\u0000${subscriptionId}`;
const userQueueKey = (userId: number, destination: string) => `${userId}\u0000${destination}`;
