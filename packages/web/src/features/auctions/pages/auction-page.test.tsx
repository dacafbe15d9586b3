import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auctionMessages, type Auction, type Bid, type RealtimeBidBody } from '@wayfare/common';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';
import type { AuctionChannelHandlers, AuctionChannelOptions, ConnectAuctionChannel } from '../realtime/auction-channel';
import { AuctionPage } from './auction-page';

const CUSTOMER_ID = 7;

const bid = (id: number, amount: number, userId: number, name: string, second = id): Bid => ({
  id,
  amount,
  dateTime: `2026-11-22T10:00:${String(second).padStart(2, '0')}`,
  user: { id: userId, name },
});

function auction(overrides: Partial<Auction> = {}): Auction {
  const bids = overrides.bids ?? [bid(2, 150, 3, 'Bob Bidder'), bid(1, 120, 4, 'Ann Other')];
  return {
    id: 5,
    description: 'A rare roadster',
    minBidAmount: 100,
    endDateTime: '2026-11-23T10:00:00',
    remainingMs: 3_909_000,
    car: { id: 11, make: 'Porsche', model: '911', registrationNumber: 'B-PS 911' },
    winnerUser: null,
    canBeClaimed: 0,
    bids,
    highestBid: bids[0] ?? null,
    ...overrides,
  };
}

/** A live channel driven by the test: it records what the page sends and lets the test play the server. */
function fakeChannel() {
  const sent: RealtimeBidBody[] = [];
  let handlers: AuctionChannelHandlers | undefined;
  let options: AuctionChannelOptions | undefined;
  let connected = true;
  const connect: ConnectAuctionChannel = (o, h) => {
    options = o;
    handlers = h;
    h.onStatus('live');
    return {
      sendBid: (body) => {
        if (!connected) return false;
        sent.push(body);
        return true;
      },
      close: () => {},
    };
  };
  return {
    connect,
    sent,
    server: () => handlers!,
    options: () => options!,
    disconnect: () => {
      connected = false;
    },
  };
}

function open(data: Auction, token = customerToken()) {
  startSession(token);
  let reads = 0;
  // A later read finds the auction as the server then has it: closed once its time is up.
  const read = () =>
    jsonResponse(200, reads++ === 0 ? data : { ...data, remainingMs: Math.max(0, data.remainingMs - 2_000) });
  const fetchMock = mockApi({
    'GET /api/auctions/5': read,
    'GET /api/cars/11': { status: 404, body: { errors: [{ error: 'Car not found' }] } },
  });
  const channel = fakeChannel();
  renderPage(<AuctionPage connect={channel.connect} />, '/page?auctionId=5');
  return { fetchMock, channel, user: userEvent.setup() };
}

const bidInput = () => screen.findByLabelText('Bid amount (€)');
const bidButton = () => screen.getByRole('button', { name: 'BID NOW' });

describe('/auction', () => {
  it('shows the auction, its countdown, facts, history and participants, and connects as the user', async () => {
    const { channel } = open(auction());
    expect(await screen.findByRole('heading', { name: 'Auction #5' })).toBeInTheDocument();
    expect(screen.getByText('A rare roadster')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 1h 05m 09s');
    expect(screen.getByText('Minimum bid').nextSibling).toHaveTextContent('100.00 €');
    expect(screen.getByText('Highest bid').nextSibling).toHaveTextContent('150.00 €');
    expect(screen.getByText('Highest bidder').nextSibling).toHaveTextContent('Bob Bidder');
    expect(screen.getByText('Porsche 911')).toBeInTheDocument();
    expect(screen.getByText('Registration number: B-PS 911')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Bidding history' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'User', 'Amount in €']);
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('2026-11-22 10:00Bob Bidder150.00 €');
    expect(screen.getByRole('heading', { name: 'Participating users (2)' })).toBeInTheDocument();
    expect(channel.options()).toMatchObject({ auctionId: 5, userId: CUSTOMER_ID });
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
  });

  it('refuses bids below the minimum or not above the highest without sending them', async () => {
    const { channel, user, fetchMock } = open(auction());
    await user.type(await bidInput(), '90');
    await user.click(bidButton());
    expect(await screen.findByText(auctionMessages.bidBelowMinimum)).toBeInTheDocument();
    await user.clear(await bidInput());
    await user.type(await bidInput(), '150');
    await user.click(bidButton());
    expect(await screen.findByText(auctionMessages.bidNotAboveHighest)).toBeInTheDocument();
    expect(channel.sent).toEqual([]);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends a good bid over the live channel and shows it when the server broadcasts it', async () => {
    const { channel, user } = open(auction());
    await user.type(await bidInput(), '175.5');
    await user.click(bidButton());
    expect(channel.sent).toEqual([{ auctionId: 5, userId: CUSTOMER_ID, bidAmount: 175.5 }]);

    act(() => channel.server().onBid(bid(3, 175.5, CUSTOMER_ID, 'Cora Customer')));
    const history = screen.getByRole('table', { name: 'Bidding history' });
    await waitFor(() => expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Cora Customer175.50 €'));
    // A repeated delivery is shown once.
    act(() => channel.server().onBid(bid(3, 175.5, CUSTOMER_ID, 'Cora Customer')));
    expect(within(history).getAllByRole('row')).toHaveLength(4);
    const button = screen.getByRole('button', { name: auctionMessages.highestBidHolder });
    expect(button).toBeDisabled();
    expect(screen.getByText('Highest bidder').nextSibling).toHaveTextContent('Cora Customer');
    expect(screen.getByRole('heading', { name: 'Participating users (3)' })).toBeInTheDocument();
  });

  it('disables the button while the user holds the highest bid', async () => {
    open(auction({ bids: [bid(2, 150, CUSTOMER_ID, 'Cora Customer')] }));
    const button = await screen.findByRole('button', { name: auctionMessages.highestBidHolder });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'BID NOW' })).not.toBeInTheDocument();
  });

  it('announces a joining user with a toast and counts them', async () => {
    const { channel } = open(auction());
    await screen.findByRole('heading', { name: 'Auction #5' });
    act(() => channel.server().onNewUser('Dan Viewer'));
    expect(await screen.findByText(auctionMessages.newUser('Dan Viewer'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Participating users (3)' })).toBeInTheDocument();
    act(() => channel.server().onError('Bid amount cannot be less than the highest bid!'));
    expect(await screen.findByText('Bid refused')).toBeInTheDocument();
  });

  it('fetches the auction again after a reconnect', async () => {
    const { channel, fetchMock } = open(auction());
    await screen.findByRole('heading', { name: 'Auction #5' });
    const fetches = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auctions/5')).length;
    expect(fetches()).toBe(1);
    act(() => channel.server().onStatus('reconnecting'));
    expect(screen.getByRole('status', { name: 'Live updates: Reconnecting…' })).toBeInTheDocument();
    act(() => {
      channel.server().onStatus('live');
      channel.server().onReconnect();
    });
    await waitFor(() => expect(fetches()).toBe(2));
  });

  it('sends the bid over HTTP while the live channel is down', async () => {
    const { channel, user, fetchMock } = open(auction());
    channel.disconnect();
    fetchMock.mockClear();
    await user.type(await bidInput(), '200');
    await user.click(bidButton());
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => String(input).endsWith('/api/auctions/5/bids') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('hides the bid controls once the auction has ended', async () => {
    open(auction({ remainingMs: 0 }));
    expect(await screen.findByRole('heading', { name: auctionMessages.ended })).toBeInTheDocument();
    expect(screen.queryByLabelText('Bid amount (€)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'BID NOW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('ends the countdown on the monotonic clock and hides the controls at zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { fetchMock } = open(auction({ remainingMs: 2_000 }));
      const fetches = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auctions/5')).length;
      await vi.waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Time left: 0h 00m 02s'));
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('timer')).toHaveTextContent('Time left: 0h 00m 01s');
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('heading', { name: auctionMessages.ended })).toBeInTheDocument();
      expect(screen.queryByLabelText('Bid amount (€)')).not.toBeInTheDocument();
      // Read once more at the end so the last bids show; it stays ended.
      await vi.waitFor(() => expect(fetches()).toBe(2));
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('heading', { name: auctionMessages.ended })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows admins a note instead of the bid controls', async () => {
    open(auction(), adminToken());
    expect(await screen.findByText(/Administrators cannot bid/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Bid amount (€)')).not.toBeInTheDocument();
  });
});
