import { AUCTION_WS_RECONNECT_MS } from '@wayfare/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuctionChannelHandlers } from './auction-channel';
import { brokerUrl, connectStompChannel } from './stomp-channel';

interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

function parseFrames(data: string): Frame[] {
  return data
    .split('\0')
    .filter((raw) => raw.trim() !== '')
    .map((raw) => {
      const [head = '', ...rest] = raw.replace(/^\n+/, '').split('\n\n');
      const [command = '', ...lines] = head.split('\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
      );
      return { command, headers, body: rest.join('\n\n') };
    });
}

/**
 * A browser WebSocket stand-in that plays the STOMP server (docs/product/realtime-contract.md) as far as the test
 * needs.
 */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: Frame[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(
    public url: string,
    public protocols: string[],
  ) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(...parseFrames(data));
  }
  close() {
    this.drop();
  }
  drop() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }
  serverSends(command: string, headers: Record<string, string>, body = '') {
    const lines = Object.entries(headers).map(([key, value]) => `${key}:${value}`);
    this.onmessage?.({ data: `${command}\n${lines.join('\n')}\n\n${body}\0` });
  }
  connected() {
    this.serverSends('CONNECTED', { version: '1.2', 'heart-beat': '0,0' });
  }
  subscriptionOf(destination: string): string {
    const frame = this.sent.find((f) => f.command === 'SUBSCRIBE' && f.headers.destination === destination);
    if (!frame) throw new Error(`No subscription to ${destination}`);
    return frame.headers.id!;
  }
  deliver(destination: string, body: string) {
    this.serverSends(
      'MESSAGE',
      { destination, subscription: this.subscriptionOf(destination), 'message-id': String(Math.random()) },
      body,
    );
  }
}

function handlers() {
  return {
    onBid: vi.fn<AuctionChannelHandlers['onBid']>(),
    onNewUser: vi.fn<AuctionChannelHandlers['onNewUser']>(),
    onError: vi.fn<AuctionChannelHandlers['onError']>(),
    onStatus: vi.fn<AuctionChannelHandlers['onStatus']>(),
    onReconnect: vi.fn<AuctionChannelHandlers['onReconnect']>(),
  } satisfies AuctionChannelHandlers;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectStompChannel', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.useRealTimers());

  it('builds the broker address from the page origin', () => {
    expect(brokerUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
    expect(brokerUrl({ protocol: 'https:', host: 'wayfare.example' })).toBe('wss://wayfare.example/ws');
  });

  it('connects with the user, auction and token, subscribes, and delivers bids, joins and refusals', async () => {
    const on = handlers();
    let token = 'token-1';
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => token }, on);
    await vi.waitFor(() => expect(FakeSocket.all[0]?.sent[0]?.command).toBe('CONNECT'));
    const socket = FakeSocket.all[0]!;
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
    expect(socket.sent.filter((f) => f.command === 'SUBSCRIBE').map((f) => f.headers.destination)).toEqual([
      '/auction/5/bids',
      '/auction/5/new-user',
      '/user/queue/errors',
    ]);

    const bid = { id: 3, amount: 150, dateTime: '2026-11-22T10:00:00', user: { id: 8, name: 'Bob' } };
    socket.deliver('/auction/5/bids', JSON.stringify(bid));
    socket.deliver('/auction/5/new-user', 'Dan Viewer');
    socket.deliver('/user/queue/errors', JSON.stringify({ error: 'Bid amount cannot be less than the highest bid!' }));
    expect(on.onBid).toHaveBeenCalledWith(bid);
    expect(on.onNewUser).toHaveBeenCalledWith('Dan Viewer');
    expect(on.onError).toHaveBeenCalledWith('Bid amount cannot be less than the highest bid!');

    token = 'token-2';
    expect(channel.sendBid({ auctionId: 5, userId: 7, bidAmount: 175 })).toBe(true);
    const send = socket.sent.find((f) => f.command === 'SEND')!;
    expect(send.headers).toMatchObject({ destination: '/auction/bid', accessToken: 'token-2' });
    expect(JSON.parse(send.body)).toEqual({ auctionId: 5, userId: 7, bidAmount: 175 });
    expect(on.onReconnect).not.toHaveBeenCalled();
    channel.close();
    await flush();
  });

  it('reconnects after the delay with the current token and asks for a refetch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const on = handlers();
    let token = 'token-1';
    const channel = connectStompChannel({ auctionId: 5, userId: 7, getAccessToken: () => token }, on);
    await vi.waitFor(() => expect(FakeSocket.all[0]?.sent[0]?.command).toBe('CONNECT'));
    FakeSocket.all[0]!.connected();

    token = 'token-2';
    FakeSocket.all[0]!.drop();
    expect(on.onStatus).toHaveBeenLastCalledWith('reconnecting');
    await vi.advanceTimersByTimeAsync(AUCTION_WS_RECONNECT_MS - 100);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(FakeSocket.all[1]?.sent[0]?.command).toBe('CONNECT'));
    expect(FakeSocket.all[1]!.sent[0]!.headers.accessToken).toBe('token-2');
    FakeSocket.all[1]!.connected();
    expect(on.onStatus).toHaveBeenLastCalledWith('live');
    expect(on.onReconnect).toHaveBeenCalledTimes(1);
    channel.close();
    await vi.advanceTimersByTimeAsync(10);
  });
});
