import { render } from '@testing-library/react';
import { AUCTION_WS_RECONNECT_MAX_MS, messages, type Locale } from '@wayfare/common';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n/locale';
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
/** The page's language, as a page sent in it sets it. */
const pageIn = (locale: Locale) => render(createElement(LocaleProvider, { initial: locale, children: null })).unmount();

describe('connectStompChannel', () => {
  beforeEach(() => {
    FakeStompSocket.all = [];
    vi.stubGlobal('WebSocket', FakeStompSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

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
    // The jitter at its top: the whole first delay, 1 s.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const on = handlers();
    let token = 'token-1';
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => token }, on);
    await vi.waitFor(() => expect(FakeStompSocket.all[0]?.sent[0]?.command).toBe('CONNECT'));
    FakeStompSocket.all[0]!.connected();

    token = 'token-2';
    FakeStompSocket.all[0]!.drop();
    expect(on.onStatus).toHaveBeenLastCalledWith('reconnecting');
    await vi.advanceTimersByTimeAsync(900);
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

  /** The sockets opened over the next `ms`, the server dropping each before it connects. */
  async function socketsWhileDown(ms: number): Promise<number> {
    const before = FakeStompSocket.all.length;
    for (let elapsed = 0; elapsed < ms; elapsed += 100) {
      await vi.advanceTimersByTimeAsync(100);
      for (const socket of FakeStompSocket.all) if (socket.readyState === 1) socket.drop();
    }
    return FakeStompSocket.all.length - before;
  }

  it('backs off while the server stays away: 1 s doubling to 30 s, never a storm', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => 't' }, handlers());
    await vi.waitFor(() => expect(FakeStompSocket.all).toHaveLength(1));
    // Tries after 1, 2, 4, 8 and 16 s (31 s), then every 30 s.
    expect(await socketsWhileDown(31_500)).toBe(5);
    expect(await socketsWhileDown(60_000)).toBe(2);
    channel.close();
    expect(await socketsWhileDown(120_000)).toBe(0);
  });

  it('starts the back-off again once a connection has lasted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => 't' }, handlers());
    await vi.waitFor(() => expect(FakeStompSocket.all).toHaveLength(1));
    // Tries at 1, 3, 7 and 15 s; the next at 31 s.
    expect(await socketsWhileDown(15_500)).toBe(4);
    await vi.advanceTimersByTimeAsync(16_000);
    expect(FakeStompSocket.all).toHaveLength(6);
    const brief = FakeStompSocket.last()!;
    await vi.waitFor(() => expect(brief.sent[0]?.command).toBe('CONNECT'));
    brief.connected();
    // Connected, then dropped at once: the next try waits the next step (30 s), not 1 s.
    brief.drop();
    expect(await socketsWhileDown(29_000)).toBe(0);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(FakeStompSocket.all).toHaveLength(7);
    const lasting = FakeStompSocket.last()!;
    await vi.waitFor(() => expect(lasting.sent[0]?.command).toBe('CONNECT'));
    lasting.connected();
    await vi.advanceTimersByTimeAsync(AUCTION_WS_RECONNECT_MAX_MS);
    // Up for 30 s: a drop now is met with a try after 1 s again.
    lasting.drop();
    expect(await socketsWhileDown(1_100)).toBe(1);
    channel.close();
    await vi.advanceTimersByTimeAsync(10);
  });

  it.each([
    messages.realtime.tooManyForAccount,
    messages.realtime.tooManyForAddress,
    messages.auth.invalidToken,
    'Too many frames',
  ])('never connects again after the final refusal "%s", and says it is not live', async (refusal) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const on = handlers();
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => 't' }, on);
    await vi.waitFor(() => expect(FakeStompSocket.all[0]?.sent[0]?.command).toBe('CONNECT'));
    const socket = FakeStompSocket.all[0]!;
    socket.serverSends('ERROR', { message: refusal }, refusal);
    socket.drop();
    expect(on.onStatus).toHaveBeenLastCalledWith('offline');
    expect(await socketsWhileDown(120_000)).toBe(0);
    expect(channel.sendBid({ auctionId: 5, userId: 7, bidAmount: 150 })).toBe(false);
    channel.close();
  });

  it("names the page's language on the CONNECT and on each bid, and knows a passing refusal written in it", async () => {
    pageIn('de');
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(Math, 'random').mockReturnValue(1);
      const on = handlers();
      const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => 't' }, on);
      await vi.waitFor(() => expect(connectFrame(FakeStompSocket.all[0])).toBeDefined());
      const socket = FakeStompSocket.all[0]!;
      expect(connectFrame(socket)!.headers['accept-language']).toBe('de');
      socket.connected();
      expect(channel.sendBid({ auctionId: 5, userId: 7, bidAmount: 150 })).toBe(true);
      expect(socket.sent.find((f) => f.command === 'SEND')!.headers['accept-language']).toBe('de');

      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      // "Something went wrong on our side", as the server writes it for a German page: a fault that may pass.
      socket.serverSends('ERROR', { message: 'Bei uns ist etwas schiefgelaufen' });
      socket.drop();
      expect(on.onStatus).toHaveBeenLastCalledWith('reconnecting');
      expect(await socketsWhileDown(1_100)).toBe(1);
      channel.close();
      await vi.advanceTimersByTimeAsync(10);
    } finally {
      pageIn('en');
    }
  });

  it('tries again after a refusal that may pass (a fault of the server)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const on = handlers();
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => 't' }, on);
    await vi.waitFor(() => expect(FakeStompSocket.all[0]?.sent[0]?.command).toBe('CONNECT'));
    FakeStompSocket.all[0]!.serverSends('ERROR', { message: messages.http.internal });
    FakeStompSocket.all[0]!.drop();
    expect(on.onStatus).toHaveBeenLastCalledWith('connecting');
    expect(await socketsWhileDown(1_100)).toBe(1);
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
