import { AUCTION_WS_RECONNECT_MS } from '@wayfare/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStompSocket } from '../../../test/fake-stomp-socket';
import type { AuctionChannelHandlers } from './auction-channel';
import { brokerUrl, connectStompChannel, watchOutbidOverStomp } from './stomp-channel';

function handlers() {
  return {
    onBid: vi.fn<AuctionChannelHandlers['onBid']>(),
    onState: vi.fn<AuctionChannelHandlers['onState']>(),
    onNewUser: vi.fn<AuctionChannelHandlers['onNewUser']>(),
    onError: vi.fn<AuctionChannelHandlers['onError']>(),
    onStatus: vi.fn<AuctionChannelHandlers['onStatus']>(),
    onReconnect: vi.fn<AuctionChannelHandlers['onReconnect']>(),
  } satisfies AuctionChannelHandlers;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const connectFrame = (socket: FakeStompSocket | undefined) => socket?.sent.find((f) => f.command === 'CONNECT');

describe('connectStompChannel', () => {
  beforeEach(() => {
    FakeStompSocket.all = [];
    vi.stubGlobal('WebSocket', FakeStompSocket);
  });
  afterEach(() => vi.useRealTimers());

  it('builds the broker address from the page origin', () => {
    expect(brokerUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(brokerUrl({ protocol: 'https:', host: 'wayfare.example' })).toBe('wss://wayfare.example/ws');
  });

  it('connects with the user, auction and token, subscribes, and delivers bids, states, joins and refusals', async () => {
    const on = handlers();
    let token = 'token-1';
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => token }, on);
    await vi.waitFor(() => expect(FakeStompSocket.all[0]?.sent[0]?.command).toBe('CONNECT'));
    const socket = FakeStompSocket.all[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    expect(socket.sent[0]!.headers).toMatchObject({
      userId: '7',
      auctionId: '5',
      accessToken: 'token-1',
      'heart-beat': '4000,4000',
    });
    expect(channel.sendBid({ auctionId: 5, userId: 7, bidAmount: 150 })).toBe(false);

    socket.connected();
    expect(on.onStatus).toHaveBeenLastCalledWith('live');
    expect(socket.subscribed()).toEqual([
      '/auction/5/bids',
      '/auction/5/state',
      '/auction/5/new-user',
      '/user/queue/errors',
    ]);

    const bid = { id: 3, amount: 150, dateTime: '2026-11-22T10:00:00', user: { id: 8, name: 'Bob' }, auto: true };
    socket.deliver('/auction/5/bids', JSON.stringify(bid));
    const state = {
      auctionId: 5,
      endDateTime: '2026-11-22T10:02:00',
      remainingMs: 120_000,
      highestBid: 150,
      highestBidder: { id: 8, name: 'Bob' },
      reserveMet: false,
    };
    socket.deliver('/auction/5/state', JSON.stringify(state));
    socket.deliver('/auction/5/state', '{"auctionId": 5}');
    socket.deliver('/auction/5/new-user', 'Dan Viewer');
    socket.deliver('/user/queue/errors', JSON.stringify({ error: 'Bid at least 160 €' }));
    expect(on.onBid).toHaveBeenCalledWith(bid);
    expect(on.onState).toHaveBeenCalledTimes(1);
    expect(on.onState).toHaveBeenCalledWith(state);
    expect(on.onNewUser).toHaveBeenCalledWith('Dan Viewer');
    expect(on.onError).toHaveBeenCalledWith('Bid at least 160 €');

    token = 'token-2';
    expect(channel.sendBid({ auctionId: 5, userId: 7, bidAmount: 175, maxAmount: 300 })).toBe(true);
    const send = socket.sent.find((f) => f.command === 'SEND')!;
    expect(send.headers).toMatchObject({ destination: '/auction/bid', accessToken: 'token-2' });
    expect(JSON.parse(send.body)).toEqual({ auctionId: 5, userId: 7, bidAmount: 175, maxAmount: 300 });
    expect(on.onReconnect).not.toHaveBeenCalled();
    channel.close();
    await flush();
    expect(socket.readyState).toBe(3);
  });

  it('reconnects after the delay with the current token and asks for a refetch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const on = handlers();
    let token = 'token-1';
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => token }, on);
    await vi.waitFor(() => expect(FakeStompSocket.all[0]?.sent[0]?.command).toBe('CONNECT'));
    FakeStompSocket.all[0]!.connected();

    token = 'token-2';
    FakeStompSocket.all[0]!.drop();
    expect(on.onStatus).toHaveBeenLastCalledWith('reconnecting');
    await vi.advanceTimersByTimeAsync(AUCTION_WS_RECONNECT_MS - 100);
    expect(FakeStompSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(FakeStompSocket.all[1]?.sent[0]?.command).toBe('CONNECT'));
    expect(FakeStompSocket.all[1]!.sent[0]!.headers.accessToken).toBe('token-2');
    FakeStompSocket.all[1]!.connected();
    expect(on.onStatus).toHaveBeenLastCalledWith('live');
    expect(on.onReconnect).toHaveBeenCalledTimes(1);
    expect(FakeStompSocket.all[1]!.subscribed()).toContain('/auction/5/state');
    channel.close();
    await vi.advanceTimersByTimeAsync(10);
  });
});

describe('one connection per tab', () => {
  beforeEach(() => {
    FakeStompSocket.all = [];
    vi.stubGlobal('WebSocket', FakeStompSocket);
  });

  it('delivers outbid alerts on a connection without an auction, and drops malformed ones', async () => {
    const onOutbid = vi.fn();
    const stop = watchOutbidOverStomp({ userId: 7, getAccessToken: () => 'token-1' }, onOutbid);
    await vi.waitFor(() => expect(connectFrame(FakeStompSocket.all[0])).toBeDefined());
    const socket = FakeStompSocket.all[0]!;
    expect(connectFrame(socket)!.headers).toMatchObject({ userId: '7', accessToken: 'token-1' });
    expect(connectFrame(socket)!.headers).not.toHaveProperty('auctionId');
    socket.connected();
    expect(socket.subscribed()).toEqual(['/user/queue/outbid']);
    socket.deliver('/user/queue/outbid', JSON.stringify({ auctionId: 5, highestBid: 160 }));
    socket.deliver('/user/queue/outbid', 'not json');
    expect(onOutbid).toHaveBeenCalledTimes(1);
    expect(onOutbid).toHaveBeenCalledWith({ auctionId: 5, highestBid: 160 });
    stop();
    await flush();
    expect(socket.readyState).toBe(3);
  });

  it('an auction page joins the alerts connection: one socket, made again once with the auction, kept after the page', async () => {
    const onOutbid = vi.fn();
    const stop = watchOutbidOverStomp({ userId: 7, getAccessToken: () => 'token-1' }, onOutbid);
    await vi.waitFor(() => expect(connectFrame(FakeStompSocket.all[0])).toBeDefined());
    FakeStompSocket.all[0]!.connected();

    // The server announces a viewer on CONNECT: the connection is made again, now naming the auction.
    const on = handlers();
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => 'token-1' }, on);
    expect(on.onStatus).toHaveBeenLastCalledWith('connecting');
    await vi.waitFor(() => expect(connectFrame(FakeStompSocket.all[1])).toBeDefined());
    expect(FakeStompSocket.all[0]!.readyState).toBe(3);
    const socket = FakeStompSocket.all[1]!;
    expect(connectFrame(socket)!.headers).toMatchObject({ userId: '7', auctionId: '5' });
    socket.connected();
    expect(on.onStatus).toHaveBeenLastCalledWith('live');
    expect(on.onReconnect).not.toHaveBeenCalled();
    expect(socket.subscribed()).toEqual([
      '/user/queue/outbid',
      '/auction/5/bids',
      '/auction/5/state',
      '/auction/5/new-user',
      '/user/queue/errors',
    ]);
    expect(channel.sendBid({ auctionId: 5, userId: 7, bidAmount: 175 })).toBe(true);
    socket.deliver('/user/queue/outbid', JSON.stringify({ auctionId: 9, highestBid: 500 }));
    expect(onOutbid).toHaveBeenCalledWith({ auctionId: 9, highestBid: 500 });

    // Leaving the page unsubscribes its destinations; the alerts stay on the same socket.
    channel.close();
    await flush();
    expect(socket.readyState).toBe(1);
    expect(socket.subscribed()).toEqual(['/user/queue/outbid']);
    expect(FakeStompSocket.all).toHaveLength(2);

    stop();
    await flush();
    expect(socket.readyState).toBe(3);
  });

  it('the alerts join an auction page connection without connecting again', async () => {
    const on = handlers();
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => 'token-1' }, on);
    await vi.waitFor(() => expect(connectFrame(FakeStompSocket.all[0])).toBeDefined());
    FakeStompSocket.all[0]!.connected();
    const stop = watchOutbidOverStomp({ userId: 7, getAccessToken: () => 'token-1' }, vi.fn());
    const socket = FakeStompSocket.all[0]!;
    expect(socket.subscribed()).toContain('/user/queue/outbid');
    expect(FakeStompSocket.all).toHaveLength(1);
    stop();
    expect(socket.subscribed()).not.toContain('/user/queue/outbid');
    channel.close();
    await flush();
  });
});
