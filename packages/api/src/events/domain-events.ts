import type { Bid, PaymentKind } from '@wayfare/common';

/**
 * Domain events: services publish what happened; other features (realtime, mail, payments ↔ bookings) subscribe.
 * Services never call each other across features — they meet here, since features never import each other
 * (dependency-cruiser refuses it in `npm run lint`, docs/decisions/003).
 */
export interface DomainEvents {
  /**
   * A payment was confirmed by the provider: a booking's (the booking becomes Paid), a change's difference (the change
   * is applied), a plan's or a damage charge's.
   */
  paymentConfirmed: {
    paymentId: number;
    kind: Exclude<PaymentKind, 'refund'>;
    userId: number;
    bookingId: number | null;
    discountPlanId: number | null;
  };
  bookingPaid: { bookingId: number; userId: number };
  /**
   * Canceled by its owner or by the scheduler (never paid). `wasPaid`: it had been paid; `refund`: what goes back by
   * the cancellation policy (its refund rows are already written, payments asks the provider).
   */
  bookingCanceled: { bookingId: number; userId: number; wasPaid: boolean; refund: number };
  /**
   * A booking's trip changed (`status` applied), or a change that costs more now waits for its payment (pending) or
   * ran out of time (reverted). `refund` > 0: refund rows were written, payments asks the provider.
   */
  bookingChanged: {
    bookingId: number;
    userId: number;
    changeId: number;
    status: 'applied' | 'pending' | 'reverted';
    refund: number;
  };
  /** Refund rows of a booking were written (e.g. money that arrived for a reverted change): payments pays them out. */
  refundsRequested: { bookingId: number };
  /**
   * Money arrived for a payment that no longer asked for it (its booking was canceled or changed meanwhile) and goes
   * back whole: the customer is told by e-mail (its refund rows are written, `refundsRequested` pays them out).
   */
  paymentSentBack: { paymentId: number; bookingId: number; userId: number; amount: number };
  /**
   * A change closed these payments of a booking (re-priced): payments closes their checkouts at the provider and
   * settles any that took money before it could.
   */
  paymentsClosed: { bookingId: number; paymentIds: number[] };
  damageCharged: { paymentId: number; bookingId: number; userId: number; amount: number };
  /** A customer bought a plan (its payment was confirmed). */
  discountPlanBought: { purchaseId: number; planId: number; userId: number };
  /** An admin put a new plan on sale: promotional e-mail to users who want it. */
  discountPlanCreated: { planId: number };
  /** An admin answered a support message. */
  messageAnswered: { messageId: number; userId: number };
  /** A bid was accepted (committed); realtime relays it to `/auction/{id}/bids` on every instance. */
  bidPlaced: { auctionId: number; bid: Bid };
  /**
   * The scheduler closed an auction whose end passed; `winnerUserId` is null when nobody bid or the reserve was not
   * met.
   */
  auctionClosed: { auctionId: number; winnerUserId: number | null };
  /**
   * An auction's end, highest bid or leader changed (a bid, a late-bid extension, the close); realtime sends the
   * state to `/auction/{id}/state`.
   */
  auctionStateChanged: { auctionId: number };
  /** `userId` lost the lead on an auction (to a manual or an automatic bid): alert on their queue and by e-mail. */
  auctionOutbid: { auctionId: number; userId: number; highestBid: number };
  /** The winner let the 48 hours pass unclaimed (docs/product/auctions.md#claim-deadline). */
  auctionClaimLapsed: { auctionId: number; userId: number };
  /** The next highest bidder is offered the car at their own highest bid, for 48 hours. */
  auctionSecondChance: { auctionId: number; userId: number; amount: number };
}

export type DomainEventName = keyof DomainEvents;
type Handler<E extends DomainEventName> = (payload: DomainEvents[E]) => Promise<void> | void;

export interface EventBus {
  publish<E extends DomainEventName>(event: E, payload: DomainEvents[E]): Promise<void>;
  subscribe<E extends DomainEventName>(event: E, handler: Handler<E>): () => void;
}

/**
 * In-process bus. `publish` awaits every handler, so a request that publishes `paymentConfirmed` answers only
 * after the booking is Paid; a failing handler is reported to `onError` and does not stop the others.
 */
export function createEventBus(onError: (event: DomainEventName, error: unknown) => void): EventBus {
  const handlers = new Map<DomainEventName, Set<Handler<DomainEventName>>>();
  return {
    async publish(event, payload) {
      for (const handler of handlers.get(event) ?? []) {
        try {
          await (handler as Handler<typeof event>)(payload);
        } catch (error) {
          onError(event, error);
        }
      }
    },
    subscribe(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as Handler<DomainEventName>);
      handlers.set(event, set);
      return () => set.delete(handler as Handler<DomainEventName>);
    },
  };
}
