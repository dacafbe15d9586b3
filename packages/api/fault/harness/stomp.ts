import { Client } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { Bid, stompDestinations } from '@wayfare/common';

/**
 * An auction page's live channel as the web app runs it (packages/web …/stomp-channel.ts): the real @stomp/stompjs
 * client, reconnecting on its own after `reconnectDelay`, subscribing again on every CONNECTED, and re-reading the
 * auction over HTTP after a reconnect (`onReconnect`), since messages published while it was away are gone.
 */
export interface AuctionWatcher {
  /** CONNECTED frames received so far (2 after one reconnect). */
  connections(): number;
  /** Socket closes seen so far. */
  drops(): number;
  /** When each CONNECTED frame and each socket close came (Date.now()). */
  connectedAt: number[];
  droppedAt: number[];
  bids: Bid[];
  /** What `onReconnect` returned after the latest reconnect. */
  lastReread: unknown;
  sendBid(body: { auctionId: number; userId: number; bidAmount: number }, accessToken: string): void;
  close(): Promise<void>;
}

export function watchAuction(options: {
  wsUrl: string;
  auctionId: number;
  userId: number;
  accessToken: string;
  reconnectDelay: number;
  onReconnect: () => Promise<unknown>;
}): AuctionWatcher {
  let connections = 0;
  let drops = 0;
  const watcher: AuctionWatcher = {
    connections: () => connections,
    drops: () => drops,
    connectedAt: [],
    droppedAt: [],
    bids: [],
    lastReread: undefined,
    sendBid: (body, accessToken) =>
      client.publish({ destination: stompDestinations.bid, headers: { accessToken }, body: JSON.stringify(body) }),
    close: () => client.deactivate(),
  };
  const client = new Client({
    webSocketFactory: () => new WebSocket(options.wsUrl, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
    connectHeaders: {
      userId: String(options.userId),
      auctionId: String(options.auctionId),
      accessToken: options.accessToken,
    },
    reconnectDelay: options.reconnectDelay,
    heartbeatIncoming: 4000,
    heartbeatOutgoing: 4000,
    debug: () => {},
  });
  client.onConnect = () => {
    connections += 1;
    watcher.connectedAt.push(Date.now());
    client.subscribe(stompDestinations.bids(options.auctionId), (message) => {
      watcher.bids.push(Bid.parse(JSON.parse(message.body)));
    });
    if (connections > 1) {
      void options.onReconnect().then((value) => (watcher.lastReread = value));
    }
  };
  client.onWebSocketClose = () => {
    drops += 1;
    watcher.droppedAt.push(Date.now());
  };
  client.activate();
  return watcher;
}
