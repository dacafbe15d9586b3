import type { AuctionState, Bid, OutbidAlert, RealtimeBidBody } from '@wayfare/common';

/**
 * Where the live connection stands, for the page's small indicator; `offline` after the server refused it for good
 * (docs/product/realtime-contract.md#reconnecting): bids then go over HTTP.
 */
export type ChannelStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** What the live channel of one auction reports (docs/product/realtime-contract.md). */
export interface AuctionChannelHandlers {
  onBid: (bid: Bid) => void;
  /**
   * The auction's end, remaining time and highest bid after a change (docs/product/realtime-contract.md#auction-state):
   * a late bid moves the end for every viewer at once.
   */
  onState: (state: AuctionState) => void;
  /** Another user started viewing the auction (the body of `/auction/{id}/new-user`). */
  onNewUser: (name: string) => void;
  /** This session's bid was refused (`/user/queue/errors`). */
  onError: (message: string) => void;
  onStatus: (status: ChannelStatus) => void;
  /** Connected again after a drop: bids sent meanwhile were missed and must be fetched. */
  onReconnect: () => void;
}

export interface AuctionChannelOptions {
  auctionId: number;
  userId: number;
  /** Read at every (re)connect and send, so a renewed token is used. */
  getAccessToken: () => string;
}

export interface AuctionChannel {
  /** Sends a bid; false when the channel is not connected (the caller then uses HTTP). */
  sendBid: (body: RealtimeBidBody) => boolean;
  close: () => void;
}

/**
 * Opens the live channel of one auction. The page takes it as a parameter so tests drive a fake; the real one is
 * STOMP over WebSocket (`connectStompChannel`).
 */
export type ConnectAuctionChannel = (
  options: AuctionChannelOptions,
  handlers: AuctionChannelHandlers,
) => AuctionChannel;

/**
 * Listens on the user's own `/user/queue/outbid` (docs/product/realtime-contract.md#outbid-alerts) until the returned
 * function is called. The layout takes it as a parameter so tests drive a fake; the real one shares the tab's STOMP
 * connection (`watchOutbidOverStomp`).
 */
export type WatchOutbid = (
  options: Omit<AuctionChannelOptions, 'auctionId'>,
  onOutbid: (alert: OutbidAlert) => void,
) => () => void;
