import type { FanoutMessage } from './fanout';

/** A connected session as the registry sees it. */
export interface Subscriber {
  readonly id: string;
  readonly userId: number;
  deliver(subscriptionId: string, destination: string, body: string, contentType: string): void;
}

interface Subscription {
  subscriber: Subscriber;
  subscriptionId: string;
}

/** This instance's subscriptions, indexed by destination, so a publish touches only the sessions that asked for it. */
export class SubscriptionRegistry {
  readonly #byDestination = new Map<string, Map<string, Subscription>>();

  add(subscriber: Subscriber, subscriptionId: string, destination: string): void {
    let subscriptions = this.#byDestination.get(destination);
    if (!subscriptions) {
      subscriptions = new Map();
      this.#byDestination.set(destination, subscriptions);
    }
    subscriptions.set(key(subscriber, subscriptionId), { subscriber, subscriptionId });
  }

  remove(subscriber: Subscriber, subscriptionId: string, destination: string): void {
    const subscriptions = this.#byDestination.get(destination);
    subscriptions?.delete(key(subscriber, subscriptionId));
    if (subscriptions?.size === 0) this.#byDestination.delete(destination);
  }

  /** Delivers one fanned-out message to the local subscribers of its destination. */
  deliver(message: FanoutMessage, onError: (error: unknown) => void = () => {}): void {
    const subscriptions = this.#byDestination.get(message.destination);
    if (!subscriptions) return;
    // A copy: a failing delivery may close its session, which unsubscribes it while we iterate.
    for (const { subscriber, subscriptionId } of [...subscriptions.values()]) {
      if (message.excludeUserId !== undefined && subscriber.userId === message.excludeUserId) continue;
      try {
        subscriber.deliver(
          subscriptionId,
          message.destination,
          message.body,
          message.contentType ?? 'application/json',
        );
      } catch (error) {
        onError(error);
      }
    }
  }

  /** Number of subscriptions to `destination` on this instance (for tests and diagnostics). */
  count(destination: string): number {
    return this.#byDestination.get(destination)?.size ?? 0;
  }
}

const key = (subscriber: Subscriber, subscriptionId: string) => `${subscriber.id}\u0000${subscriptionId}`;
