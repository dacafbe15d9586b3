import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { FakeStompSocket } from '../../../test/fake-stomp-socket';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

/**
 * The toasts' chunk (the STOMP client and the texts it writes them with) loads once the page is drawn and the browser
 * idle: over a second on a busy machine.
 */
const LAZY_CHUNK = { timeout: 5_000 };
const connectFrame = () => FakeStompSocket.all[0]?.sent.find((frame) => frame.command === 'CONNECT');

describe('outbid alerts', () => {
  beforeEach(() => {
    FakeStompSocket.all = [];
    vi.stubGlobal('WebSocket', FakeStompSocket);
  });

  it('show a logged-in customer a toast on any page when they are outbid', async () => {
    startSession(customerToken());
    mockApi();
    renderApp('/discount-plans');
    // Connected once the page is drawn and the browser idle, as the customer, watching no auction.
    await vi.waitFor(() => expect(connectFrame()).toBeDefined(), LAZY_CHUNK);
    expect(connectFrame()!.headers).toMatchObject({ userId: '7' });
    expect(connectFrame()!.headers).not.toHaveProperty('auctionId');
    const socket = FakeStompSocket.all[0]!;
    socket.connected();
    expect(socket.subscribed()).toEqual(['/user/queue/outbid']);

    socket.deliver('/user/queue/outbid', JSON.stringify({ auctionId: 5, highestBid: 160 }));
    expect(await screen.findByText('You have been outbid on auction #5')).toBeInTheDocument();
    expect(screen.getByText('Outbid')).toBeInTheDocument();
  });

  it("are written in the page's language, which the channel names on its CONNECT", async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/auctions/count': { body: 0 }, 'GET /api/auctions/paged': { body: [] } });
    renderApp('/all-auctions', undefined, { locale: 'de' });
    await vi.waitFor(() => expect(connectFrame()).toBeDefined(), LAZY_CHUNK);
    expect(connectFrame()!.headers).toMatchObject({ 'accept-language': 'de' });
    const socket = FakeStompSocket.all[0]!;
    socket.connected();
    socket.deliver('/user/queue/outbid', JSON.stringify({ auctionId: 5, highestBid: 160 }));
    expect(await screen.findByText('Sie wurden bei Auktion Nr. 5 überboten')).toBeInTheDocument();
    expect(screen.getByText('Überboten')).toBeInTheDocument();
  });

  it('stop when the customer logs out', async () => {
    startSession(customerToken());
    mockApi({ 'POST /api/auth/logout': { status: 204 } });
    const { router } = renderApp('/discount-plans');
    await vi.waitFor(() => expect(connectFrame()).toBeDefined(), LAZY_CHUNK);
    const socket = FakeStompSocket.all[0]!;
    socket.connected();
    await router.navigate('/logout');
    await vi.waitFor(() => expect(socket.readyState).toBe(3));
  });

  it.each([
    ['admins (they never bid)', adminToken()],
    ['guests', null],
  ])('are not opened for %s', async (_who, token) => {
    if (token) startSession(token);
    mockApi();
    renderApp('/discount-plans');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    // Past the moment a customer's would have opened.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(FakeStompSocket.all).toHaveLength(0);
  });
});
