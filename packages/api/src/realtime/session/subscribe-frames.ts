import { stompDestinations } from '@wayfare/common';
import type { StompFrame } from '../stomp-codec';
import { FatalFrameError, POLICY_VIOLATION, receipt, required, stompMessages, type SessionContext } from './context';

const SUBSCRIBABLE = [/^\/auction\/\d{1,15}\/bids$/, /^\/auction\/\d{1,15}\/new-user$/, /^\/auction\/\d{1,15}\/state$/];
/**
 * The user's own queues: the same string for everyone, routed by the session's user, so there is no name a client
 * could forge to read another user's (docs/product/realtime-contract.md#outbid-alerts).
 */
const USER_QUEUES: ReadonlySet<string> = new Set([stompDestinations.errors, stompDestinations.outbid]);

function isSubscribable(destination: string): boolean {
  return USER_QUEUES.has(destination) || SUBSCRIBABLE.some((pattern) => pattern.test(destination));
}

export function subscribe(context: SessionContext, frame: StompFrame): void {
  const { subscriptions, deps } = context;
  const subscriptionId = required(frame, 'id');
  const destination = required(frame, 'destination');
  if (!isSubscribable(destination)) throw new FatalFrameError(stompMessages.forbiddenDestination(destination));
  if (subscriptions.has(subscriptionId)) throw new FatalFrameError(stompMessages.duplicateSubscription(subscriptionId));
  if (subscriptions.size >= deps.limits.maxSubscriptions)
    throw new FatalFrameError(stompMessages.tooManySubscriptions, POLICY_VIOLATION);
  subscriptions.set(subscriptionId, destination);
  deps.registry.add(context.subscriber, subscriptionId, destination);
  receipt(context, frame);
}

export function unsubscribe(context: SessionContext, frame: StompFrame): void {
  const subscriptionId = required(frame, 'id');
  const destination = context.subscriptions.get(subscriptionId);
  if (destination !== undefined) {
    context.subscriptions.delete(subscriptionId);
    context.deps.registry.remove(context.subscriber, subscriptionId, destination);
  }
  receipt(context, frame);
}
