import { Client, type IMessage } from '@stomp/stompjs';
import {
  AUCTION_WS_HEARTBEAT_MS,
  AUCTION_WS_RECONNECT_MS,
  Bid,
  RealtimeError,
  stompDestinations,
} from '@wayfare/common';
import { ensureFreshToken } from '../../../lib/token-renewal';
import type { ConnectAuctionChannel } from './auction-channel';

/** ws://host/ws or wss://host/ws: the same origin as the page (Vite's dev server proxies /ws). */
export function brokerUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

function parseJson(message: IMessage): unknown {
  try {
    return JSON.parse(message.body);
  } catch {
    return undefined;
  }
}

/**
 * The live channel (docs/product/realtime-contract.md) over @stomp/stompjs: CONNECT with userId, auctionId and
 * accessToken, reconnect after AUCTION_WS_RECONNECT_MS, heart-beats both ways every AUCTION_WS_HEARTBEAT_MS. This
 * module is imported only by the auction page, so the STOMP library is downloaded only with that route.
 */
export const connectStompChannel: ConnectAuctionChannel = ({ auctionId, userId, getAccessToken }, handlers) => {
  let connections = 0;
  const client = new Client({
    brokerURL: brokerUrl(),
    reconnectDelay: AUCTION_WS_RECONNECT_MS,
    heartbeatIncoming: AUCTION_WS_HEARTBEAT_MS,
    heartbeatOutgoing: AUCTION_WS_HEARTBEAT_MS,
  });
  client.beforeConnect = async (c) => {
    // A token about to expire is renewed first (docs/product/accounts-and-roles.md#session), as before any HTTP call; a
    // failed renewal ends the session.
    await ensureFreshToken().catch(() => undefined);
    c.connectHeaders = { userId: String(userId), auctionId: String(auctionId), accessToken: getAccessToken() };
  };
  client.onConnect = () => {
    connections += 1;
    client.subscribe(stompDestinations.bids(auctionId), (message) => {
      const bid = Bid.safeParse(parseJson(message));
      if (bid.success) handlers.onBid(bid.data);
      else console.warn('Ignored a malformed bid message', message.body);
    });
    client.subscribe(stompDestinations.newUser(auctionId), (message) => {
      if (message.body) handlers.onNewUser(message.body);
    });
    client.subscribe(stompDestinations.errors, (message) => {
      const error = RealtimeError.safeParse(parseJson(message));
      handlers.onError(error.success ? error.data.error : message.body);
    });
    handlers.onStatus('live');
    if (connections > 1) handlers.onReconnect();
  };
  client.onWebSocketClose = () => {
    if (client.active) handlers.onStatus(connections > 0 ? 'reconnecting' : 'connecting');
  };
  client.onStompError = (frame) => {
    console.warn('The live auction channel refused us:', frame.headers.message ?? frame.body);
  };
  handlers.onStatus('connecting');
  client.activate();

  return {
    sendBid: (body) => {
      if (!client.connected) return false;
      client.publish({
        destination: stompDestinations.bid,
        headers: { accessToken: getAccessToken() },
        body: JSON.stringify(body),
      });
      return true;
    },
    close: () => {
      void client.deactivate();
    },
  };
};
