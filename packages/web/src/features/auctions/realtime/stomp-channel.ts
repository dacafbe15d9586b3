import { Client, type IMessage, type StompSubscription } from '@stomp/stompjs';
import {
  AUCTION_WS_HEARTBEAT_MS,
  AUCTION_WS_RECONNECT_MAX_MS,
  AuctionState,
  Bid,
  errorsTexts,
  OutbidAlert,
  RealtimeError,
  stompDestinations,
  type Locale,
} from '@wayfare/common';
import { loadNamespace } from '../../../lib/i18n/catalogue';
import { currentLocale } from '../../../lib/i18n/locale';
import { ensureFreshToken } from '../../../lib/token-renewal';
import type { ChannelStatus, ConnectAuctionChannel, WatchOutbid } from './auction-channel';
import { isFinalRefusal, reconnectDelay } from './reconnect';

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

/** One user of the tab's connection: what it subscribes to on every (re)connect, and what it is told. */
interface Member {
  /** The auction this member watches: the CONNECT names it, so the others watching it are told who joined. */
  auctionId?: number;
  destinations: ReadonlyArray<readonly [destination: string, onMessage: (message: IMessage) => void]>;
  onStatus?: (status: ChannelStatus) => void;
  onReconnect?: () => void;
  /** Connections made since this member joined. */
  connections: number;
  subscriptions: StompSubscription[];
}

interface TabConnection {
  client: Client;
  userId: number;
  getAccessToken: () => string;
  members: Set<Member>;
  /** The `auctionId` header of the connection being made or made last. */
  connectedWith: number | undefined;
  /** The page's language when the connection was made: the server writes its refusals in it. */
  locale: Locale;
  /** Tries since the last connection that lasted: the back-off doubles with each. */
  failedTries: number;
  /** The next try, while the back-off is waited out. */
  reconnectTimer?: ReturnType<typeof setTimeout>;
  /** Forgets the failed tries once a connection has lasted the longest back-off. */
  lastingTimer?: ReturnType<typeof setTimeout>;
  /** The server's refusal that ended this connection for good: it is not made again. */
  refusal?: string;
}

/**
 * The tab's one STOMP connection (docs/product/realtime-contract.md): the auction page and the outbid alerts of every
 * page share it, so a customer on an auction page holds one socket, not two. It opens with its first member and closes
 * with its last. Its CONNECT carries the watched auction, if any; when a page starts watching another auction, the
 * connection is made again with that `auctionId`, as the server announces a viewer on CONNECT.
 */
let tab: TabConnection | null = null;

function wantedAuctionId(connection: TabConnection): number | undefined {
  for (const member of connection.members) if (member.auctionId !== undefined) return member.auctionId;
  return undefined;
}

/**
 * A page watches an auction that the connection's CONNECT did not name. A connection that names an auction nobody
 * watches any more is kept: it costs nothing, and connecting again would.
 */
function namesAnotherAuction(connection: TabConnection): boolean {
  const wanted = wantedAuctionId(connection);
  return wanted !== undefined && wanted !== connection.connectedWith;
}

function subscribeMember(client: Client, member: Member) {
  member.subscriptions = member.destinations.map(([destination, onMessage]) =>
    client.subscribe(destination, onMessage),
  );
  member.connections += 1;
  member.onStatus?.('live');
  if (member.connections > 1) member.onReconnect?.();
}

/** Every member's subscriptions are gone with the socket: each waits for the next connection. */
function waitForNextConnection(connection: TabConnection) {
  for (const member of connection.members) {
    member.subscriptions = [];
    member.onStatus?.(member.connections > 0 ? 'reconnecting' : 'connecting');
  }
}

/** Whether this connection should be open: the tab's, with members, not refused for good. */
const isWanted = (connection: TabConnection) =>
  tab === connection && connection.members.size > 0 && connection.refusal === undefined;

/** Connects again, with the headers as they now are. */
function restart(connection: TabConnection) {
  waitForNextConnection(connection);
  // Forced: the old connection has nothing left to say, and the page waits for the new one.
  void connection.client.deactivate({ force: true }).then(() => {
    if (isWanted(connection) && connection.reconnectTimer === undefined) connection.client.activate();
  });
}

/**
 * After a lost connection: the next try after the back-off (docs/product/realtime-contract.md#reconnecting). stompjs
 * retries without jitter, so its own retry is off (reconnectDelay 0) and the client is stopped until then.
 */
function reconnectLater(connection: TabConnection) {
  const { client } = connection;
  void client.deactivate();
  clearTimeout(connection.reconnectTimer);
  connection.reconnectTimer = setTimeout(() => {
    connection.reconnectTimer = undefined;
    if (isWanted(connection)) client.activate();
  }, reconnectDelay(connection.failedTries++));
}

/** The connection is closed and not made again (the last member left, or the server refused it for good). */
function stop(connection: TabConnection) {
  clearTimeout(connection.reconnectTimer);
  clearTimeout(connection.lastingTimer);
  connection.reconnectTimer = undefined;
  void connection.client.deactivate();
}

function openTabConnection(userId: number, getAccessToken: () => string): TabConnection {
  const client = new Client({
    brokerURL: brokerUrl(),
    // The back-off with jitter is reconnectLater's.
    reconnectDelay: 0,
    heartbeatIncoming: AUCTION_WS_HEARTBEAT_MS,
    heartbeatOutgoing: AUCTION_WS_HEARTBEAT_MS,
  });
  const connection: TabConnection = {
    client,
    userId,
    getAccessToken,
    members: new Set(),
    connectedWith: undefined,
    locale: currentLocale(),
    failedTries: 0,
  };
  client.beforeConnect = async (c) => {
    // A token about to expire is renewed first (docs/product/accounts-and-roles.md#session), as before any HTTP call; a
    // failed renewal ends the session.
    await ensureFreshToken().catch(() => undefined);
    connection.connectedWith = wantedAuctionId(connection);
    connection.locale = currentLocale();
    // The refusals that may pass are told apart in that language (reconnect.ts): its errors' texts come first.
    await loadNamespace(connection.locale, errorsTexts).catch(() => undefined);
    c.connectHeaders = {
      userId: String(userId),
      ...(connection.connectedWith !== undefined && { auctionId: String(connection.connectedWith) }),
      accessToken: connection.getAccessToken(),
      // The page's language: refused bids and ERROR frames come back in it (docs/product/realtime-contract.md#connect).
      'accept-language': connection.locale,
    };
  };
  client.onConnect = () => {
    clearTimeout(connection.lastingTimer);
    connection.lastingTimer = setTimeout(() => (connection.failedTries = 0), AUCTION_WS_RECONNECT_MAX_MS);
    // A page began watching another auction while this CONNECT was on its way.
    if (namesAnotherAuction(connection)) return restart(connection);
    for (const member of connection.members) subscribeMember(client, member);
  };
  client.onWebSocketClose = () => {
    clearTimeout(connection.lastingTimer);
    // Closed on purpose (the last member left, a restart, a refusal): nothing to make again here.
    if (!client.active) return;
    waitForNextConnection(connection);
    reconnectLater(connection);
  };
  client.onStompError = (frame) => {
    const refusal = frame.headers.message ?? frame.body;
    console.warn('The live auction channel refused us:', refusal);
    if (!isFinalRefusal(refusal, connection.locale)) return;
    connection.refusal = refusal;
    stop(connection);
    for (const member of connection.members) member.onStatus?.('offline');
  };
  return connection;
}

function join(
  userId: number,
  getAccessToken: () => string,
  member: Omit<Member, 'connections' | 'subscriptions'>,
): { connection: TabConnection; leave: () => void } {
  if (tab && tab.userId !== userId) {
    // Another user logged in in this tab: the old user's connection is not theirs to use.
    stop(tab);
    tab = null;
  }
  const connection = (tab ??= openTabConnection(userId, getAccessToken));
  connection.getAccessToken = getAccessToken;
  const joined: Member = { ...member, connections: 0, subscriptions: [] };
  connection.members.add(joined);
  joined.onStatus?.('connecting');
  const { client } = connection;
  if (connection.refusal !== undefined) joined.onStatus?.('offline');
  // While the back-off is waited out, its timer makes the next try.
  else if (!client.active) {
    if (connection.reconnectTimer === undefined) client.activate();
  } else if (client.connected) {
    if (namesAnotherAuction(connection)) restart(connection);
    else subscribeMember(client, joined);
  }

  const leave = () => {
    if (!connection.members.delete(joined)) return;
    if (client.connected) for (const subscription of joined.subscriptions) subscription.unsubscribe();
    if (connection.members.size === 0) {
      stop(connection);
      if (tab === connection) tab = null;
    }
  };
  return { connection, leave };
}

/**
 * The live channel of one auction (docs/product/realtime-contract.md) on the tab's connection, over @stomp/stompjs:
 * CONNECT with userId, auctionId and accessToken, reconnect after a lost connection with back-off and jitter
 * (reconnectLater), never after a final refusal, heart-beats both ways every AUCTION_WS_HEARTBEAT_MS. This module is imported by the auction page, and by the outbid alerts only once a page has
 * loaded and the browser is idle, so the STOMP library is never part of a page's first download.
 */
export const connectStompChannel: ConnectAuctionChannel = ({ auctionId, userId, getAccessToken }, handlers) => {
  const { connection, leave } = join(userId, getAccessToken, {
    auctionId,
    destinations: [
      [
        stompDestinations.bids(auctionId),
        (message) => {
          const bid = Bid.safeParse(parseJson(message));
          if (bid.success) handlers.onBid(bid.data);
          else console.warn('Ignored a malformed bid message', message.body);
        },
      ],
      [
        stompDestinations.state(auctionId),
        (message) => {
          const state = AuctionState.safeParse(parseJson(message));
          if (state.success) handlers.onState(state.data);
          else console.warn('Ignored a malformed auction state message', message.body);
        },
      ],
      [
        stompDestinations.newUser(auctionId),
        (message) => {
          if (message.body) handlers.onNewUser(message.body);
        },
      ],
      [
        stompDestinations.errors,
        (message) => {
          const error = RealtimeError.safeParse(parseJson(message));
          handlers.onError(error.success ? error.data.error : message.body);
        },
      ],
    ],
    onStatus: handlers.onStatus,
    onReconnect: handlers.onReconnect,
  });

  return {
    sendBid: (body) => {
      const { client } = connection;
      // Not while the connection is being made again for this auction: the server would not know it yet.
      if (!client.connected || connection.connectedWith !== auctionId) return false;
      client.publish({
        destination: stompDestinations.bid,
        // The page may have switched its language since it connected: the refusal follows the page.
        headers: { accessToken: connection.getAccessToken(), 'accept-language': currentLocale() },
        body: JSON.stringify(body),
      });
      return true;
    },
    close: leave,
  };
};

/**
 * The user's outbid alerts (docs/product/realtime-contract.md#outbid-alerts) on the tab's connection, reconnecting
 * like the auction channel.
 */
export const watchOutbidOverStomp: WatchOutbid = ({ userId, getAccessToken }, onOutbid) =>
  join(userId, getAccessToken, {
    destinations: [
      [
        stompDestinations.outbid,
        (message) => {
          const alert = OutbidAlert.safeParse(parseJson(message));
          if (alert.success) onOutbid(alert.data);
          else console.warn('Ignored a malformed outbid alert', message.body);
        },
      ],
    ],
  }).leave;
