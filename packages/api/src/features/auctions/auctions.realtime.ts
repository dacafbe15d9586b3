import { eq } from 'drizzle-orm';
import { auctionMessages, RealtimeBidBody, stompDestinations, type OutbidAlert } from '@wayfare/common';
import type { Db } from '../../db/client';
import { auctions, users } from '../../db/schema';
import type { EventBus } from '../../events/domain-events';
import type { RealtimeGateway } from '../../realtime/gateway';
import { AppError } from '../../lib/app-error';
import type { AuctionsService } from './auctions.service';

export interface AuctionRealtimeDeps {
  realtime: RealtimeGateway;
  events: EventBus;
  db: Db;
  service: Pick<AuctionsService, 'placeBid' | 'state'>;
}

const badBid = (message: string) => new AppError('BAD_REQUEST', message);

/** A SEND body → the bid it asks for, or the first reason it is not one. */
export function parseRealtimeBid(body: string): RealtimeBidBody {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw badBid(auctionMessages.bidAmount);
  }
  const parsed = RealtimeBidBody.safeParse(json);
  if (!parsed.success) throw badBid(parsed.error.issues[0]?.message ?? auctionMessages.bidAmount);
  return parsed.data;
}

/** A viewer is announced once per account per auction in this window, however many tabs or sockets they open. */
export const VIEWER_ANNOUNCEMENT_WINDOW_MS = 10 * 60_000;

const auctionIdOf = (header: string | undefined): number | undefined => {
  const id = header !== undefined && /^[1-9]\d{0,9}$/.test(header) ? Number(header) : undefined;
  return id !== undefined && id <= 2_147_483_647 ? id : undefined;
};

/**
 * The auction side of the STOMP channel (docs/product/realtime-contract.md#bids-over-the-channel): a SEND to
 * `/auction/bid` is a bid through the same service as HTTP; every accepted bid (from either path, on this instance)
 * is relayed to `/auction/{id}/bids` and the gateway fans it out to the other instances; after every change the
 * auction's state (end in force, time left, highest bid) goes to `/auction/{id}/state`
 * (docs/product/realtime-contract.md#auction-state); whoever loses the lead gets an alert on their own
 * `/user/queue/outbid` (docs/product/realtime-contract.md#outbid-alerts); a user who connects to an auction is
 * announced to the others watching it. Answers the function that unsubscribes from the domain events.
 */
export function wireAuctionRealtime({ realtime, events, db, service }: AuctionRealtimeDeps): () => void {
  realtime.onSend(stompDestinations.bid, async (send) => {
    const bid = parseRealtimeBid(send.body);
    // The token decides who bids; a body naming someone else is refused rather than silently corrected.
    if (send.claims.userId !== bid.userId) throw new AppError('FORBIDDEN', auctionMessages.notYourBid);
    await service.placeBid(send.claims, bid.auctionId, bid);
  });

  realtime.onConnect(async (session) => {
    const auctionId = auctionIdOf(session.connectHeaders.auctionId);
    if (auctionId === undefined) return;
    const [auction] = await db.select({ id: auctions.id }).from(auctions).where(eq(auctions.id, auctionId));
    const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, session.claims.userId));
    if (!auction || !user) return;
    // docs/product/realtime-contract.md#joining: one announcement per account, not per connection.
    const key = `viewer:${auction.id}:${session.claims.userId}`;
    if (!(await realtime.claimOnce(key, VIEWER_ANNOUNCEMENT_WINDOW_MS))) return;
    await realtime.publish(stompDestinations.newUser(auction.id), user.name, { excludeUserId: session.claims.userId });
  });

  const publishState = statePublisher(async (auctionId) => {
    // Read from the database rather than carried by the event: a state at least as new as the change, and the reserve
    // itself never leaves the server (only whether it is met).
    const state = await service.state(auctionId);
    if (state) await realtime.publish(stompDestinations.state(auctionId), state);
  });

  const unsubscribe = [
    events.subscribe('bidPlaced', ({ auctionId, bid }) => realtime.publish(stompDestinations.bids(auctionId), bid)),
    events.subscribe('auctionStateChanged', ({ auctionId }) => publishState(auctionId)),
    events.subscribe('auctionOutbid', ({ auctionId, userId, highestBid }) => {
      const alert: OutbidAlert = { auctionId, highestBid };
      return realtime.publish(stompDestinations.outbid, alert, { toUserId: userId });
    }),
  ];
  return () => {
    for (const stop of unsubscribe) stop();
  };
}

/**
 * One read-and-publish of an auction's state at a time: a change that arrives meanwhile asks for one more round after
 * it, and waits for it. The states of an auction then leave this instance in the order they were read, so the last
 * one a viewer gets is never older than the last change (parallel reads could publish out of order), and a burst of
 * bids costs a few reads instead of one each.
 */
export function statePublisher(publish: (auctionId: number) => Promise<void>): (auctionId: number) => Promise<void> {
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();
  return (auctionId) => {
    const current = running.get(auctionId);
    if (current) {
      again.add(auctionId);
      return current;
    }
    const run = (async () => {
      try {
        do {
          again.delete(auctionId);
          await publish(auctionId);
        } while (again.has(auctionId));
      } finally {
        // In the same turn as the last check above: a change arriving after it starts a new run.
        running.delete(auctionId);
        again.delete(auctionId);
      }
    })();
    running.set(auctionId, run);
    return run;
  };
}
