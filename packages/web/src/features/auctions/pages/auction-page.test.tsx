import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auctionMessages, type Auction, type AuctionState, type Bid, type RealtimeBidBody } from '@wayfare/common';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi, sentBody, type MockReply } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';
import type { AuctionChannelHandlers, AuctionChannelOptions, ConnectAuctionChannel } from '../realtime/auction-channel';
import { AuctionPage } from './auction-page';

const CUSTOMER_ID = 7;

const bid = (id: number, amount: number, userId: number, name: string, second = id, auto = false): Bid => ({
  id,
  amount,
  dateTime: `2026-11-22T10:00:${String(second).padStart(2, '0')}`,
  user: { id: userId, name },
  auto,
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
    reserveMet: null,
    hasBids: bids.length > 0,
    claimDeadline: null,
    claimExpired: false,
    myState: null,
    bids,
    highestBid: bids[0] ?? null,
    myMaxAmount: null,
    ...overrides,
  };
}

/** A live channel driven by the test: it records what the page sends and lets the test play the server. */
function fakeChannel() {
  const sent: RealtimeBidBody[] = [];
  let handlers: AuctionChannelHandlers | undefined;
  let options: AuctionChannelOptions | undefined;
  let connected = true;
  let connects = 0;
  const connect: ConnectAuctionChannel = (o, h) => {
    connects += 1;
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
    connects: () => connects,
    disconnect: () => {
      connected = false;
    },
  };
}

function open(data: Auction, token = customerToken(), replies: Record<string, MockReply> = {}) {
  startSession(token);
  let reads = 0;
  /** The auction as the server has it; a test changes it as bids arrive. */
  const server = { auction: data };
  // A later read finds the auction as the server then has it: closed once its time is up.
  const read = () =>
    jsonResponse(
      200,
      reads++ === 0
        ? server.auction
        : { ...server.auction, remainingMs: Math.max(0, server.auction.remainingMs - 2_000) },
    );
  const fetchMock = mockApi({
    'GET /api/auctions/5': read,
    'GET /api/cars/11': { status: 404, body: { errors: [{ error: 'Car not found' }] } },
    'POST /api/auctions/5/bids': { status: 201, body: bid(9, 200, CUSTOMER_ID, 'Cora Customer') },
    ...replies,
  });
  const channel = fakeChannel();
  renderPage(<AuctionPage connect={channel.connect} />, '/page?auctionId=5');
  const reads5 = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auctions/5')).length;
  return { fetchMock, channel, server, reads: reads5, user: userEvent.setup() };
}

const bidInput = () => screen.findByLabelText('Bid amount (€)');
const maxInput = () => screen.findByLabelText('Maximum bid (€)');
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
    const { channel, user, server } = open(auction());
    await user.type(await bidInput(), '175.5');
    await user.click(bidButton());
    expect(channel.sent).toEqual([{ auctionId: 5, userId: CUSTOMER_ID, bidAmount: 175.5 }]);

    const own = bid(3, 175.5, CUSTOMER_ID, 'Cora Customer');
    server.auction = { ...server.auction, bids: [own, ...server.auction.bids], highestBid: own };
    act(() => channel.server().onBid(own));
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
    expect(await screen.findByText('New user viewing the auction: Dan Viewer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Participating users (3)' })).toBeInTheDocument();
    act(() => channel.server().onError('Bid amount cannot be less than the highest bid!'));
    expect(await screen.findByText('Bid refused')).toBeInTheDocument();
  });

  it('fetches the auction again after a reconnect', async () => {
    const { channel, reads: fetches } = open(auction());
    await screen.findByRole('heading', { name: 'Auction #5' });
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

  it('opens no live channel for an ended auction, and reads it once', async () => {
    const { channel, reads } = open(auction({ remainingMs: 0 }));
    expect(await screen.findByRole('heading', { name: auctionMessages.ended })).toBeInTheDocument();
    // Long enough for a countdown tick and a read again, had the page taken the auction for open even briefly.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_200)));
    expect(channel.connects()).toBe(0);
    expect(reads()).toBe(1);
  });

  it('ends the countdown on the monotonic clock and hides the controls at zero', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { reads: fetches } = open(auction({ remainingMs: 2_000 }));
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

describe('/auction: winning is binding', () => {
  it('says before the first bid that a win must be claimed and paid within 48 hours', async () => {
    const { channel } = open(auction({ bids: [], myState: null }));
    const form = await screen.findByRole('form', { name: 'Place a bid' });
    expect(channel.sent).toEqual([]);
    expect(within(form).getByText(auctionMessages.bindingWin)).toBeInTheDocument();
    expect(auctionMessages.bindingWin).toContain('claimed and paid within 48 hours');
  });

  it('shows admins the winner who let the claim lapse and until when they cannot bid', async () => {
    const lapsedWinner = { user: { id: 4, name: 'Ann Other' }, barredUntil: '2026-12-25T10:01:00' };
    open(
      auction({ remainingMs: 0, winnerUser: { id: 4, name: 'Ann Other' }, claimExpired: true, lapsedWinner }),
      adminToken(),
    );
    const text = 'Ann Other (user #4) let the claim lapse: barred from bidding until 2026-12-25 10:01.';
    const alert = (await screen.findByText(text)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(auctionMessages.claimExpired);
  });

  it('says nothing of a lapse on an auction without one', async () => {
    open(auction({ remainingMs: 0 }), adminToken());
    await screen.findByRole('heading', { name: auctionMessages.ended });
    expect(screen.queryByText(/let the claim lapse/)).not.toBeInTheDocument();
  });
});

describe('/auction: where an ended auction leads', () => {
  const won = (overrides: Partial<Auction> = {}) =>
    auction({
      remainingMs: 0,
      bids: [bid(2, 150, CUSTOMER_ID, 'Cora Customer'), bid(1, 120, 4, 'Ann Other')],
      winnerUser: { id: CUSTOMER_ID, name: 'Cora Customer' },
      canBeClaimed: 1,
      claimDeadline: '2026-11-25T10:00:00',
      myState: 'WON',
      ...overrides,
    });

  it('tells the winner until when to claim, with the Claim button to the claim page', async () => {
    open(won());
    expect(await screen.findByRole('heading', { name: auctionMessages.ended })).toBeInTheDocument();
    expect(screen.getByText('You won — claim by 2026-11-25 10:00')).toBeInTheDocument();
    expect(screen.getByText('You won — claim by 2026-11-25 10:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim' })).toHaveAttribute('href', '/claim-auction?auctionId=5');
  });

  it('offers no Claim to the others, nor to a winner whose claim lapsed or who claimed already', async () => {
    open(won({ winnerUser: { id: 4, name: 'Ann Other' } }));
    await screen.findByRole('heading', { name: auctionMessages.ended });
    expect(screen.queryByText(/You won/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('says the claim expired to a winner who let it lapse', async () => {
    open(won({ canBeClaimed: 0, claimExpired: true }));
    expect(await screen.findByText(auctionMessages.claimExpired)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('points a winner who claimed to their bookings', async () => {
    open(won({ canBeClaimed: 0 }));
    expect(await screen.findByRole('link', { name: 'see My bookings' })).toHaveAttribute('href', '/my-bookings');
    expect(screen.queryByRole('link', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('says "Ended — no bids" for an auction nobody bid on', async () => {
    open(auction({ remainingMs: 0, bids: [] }));
    expect(await screen.findByText(auctionMessages.endedNoBids)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: auctionMessages.ended })).toBeInTheDocument();
  });
});

describe('/auction: maximum bids, the reserve and the state of the auction', () => {
  const state = (overrides: Partial<AuctionState> = {}): AuctionState => ({
    auctionId: 5,
    endDateTime: '2026-11-22T10:07:00',
    remainingMs: 120_000,
    highestBid: 150,
    highestBidder: { id: 3, name: 'Bob Bidder' },
    reserveMet: null,
    ...overrides,
  });

  it('hints the least accepted bid and refuses a bid below the step of the ladder', async () => {
    const { channel, user } = open(auction());
    // The highest bid is 150 €: below 500 € the step is 10 €.
    const input = await bidInput();
    expect(screen.getByText('At least 160.00 €')).toBeInTheDocument();
    expect(input).toHaveAttribute('placeholder', '160');
    await user.type(input, '155');
    await user.click(bidButton());
    expect(await screen.findByText('Bid at least 160 €')).toBeInTheDocument();
    expect(channel.sent).toEqual([]);
  });

  it('hints the minimum before the first bid', async () => {
    open(auction({ bids: [] }));
    await bidInput();
    expect(screen.getByText('At least 100.00 €')).toBeInTheDocument();
  });

  it('refuses a maximum below the bid, and sends a good one with the bid', async () => {
    const { channel, user } = open(auction());
    await user.type(await bidInput(), '160');
    await user.type(await maxInput(), '159');
    await user.click(bidButton());
    expect(await screen.findByText(auctionMessages.maxBelowBid)).toBeInTheDocument();
    expect(channel.sent).toEqual([]);

    await user.clear(await maxInput());
    await user.type(await maxInput(), '300');
    await user.click(bidButton());
    expect(channel.sent).toEqual([{ auctionId: 5, userId: CUSTOMER_ID, bidAmount: 160, maxAmount: 300 }]);
    expect(await maxInput()).toHaveValue('');
  });

  it('sends the maximum over HTTP too while the live channel is down', async () => {
    const { channel, user, fetchMock } = open(auction());
    channel.disconnect();
    await user.type(await bidInput(), '200');
    await user.type(await maxInput(), '450.5');
    await user.click(bidButton());
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/auctions/5/bids')).toEqual({ bidAmount: 200, maxAmount: 450.5 }),
    );
  });

  it("shows the viewer's maximum, read again after their own bid", async () => {
    const { channel, server } = open(auction({ myMaxAmount: 300 }));
    expect(await screen.findByText('Your maximum: 300.00 €')).toBeInTheDocument();
    const own = bid(3, 160, CUSTOMER_ID, 'Cora Customer');
    server.auction = { ...server.auction, bids: [own, ...server.auction.bids], highestBid: own, myMaxAmount: 400 };
    act(() => channel.server().onBid(own));
    expect(await screen.findByText('Your maximum: 400.00 €')).toBeInTheDocument();
  });

  it('shows no maximum line without one', async () => {
    open(auction());
    await bidInput();
    expect(screen.queryByText(/Your maximum/)).not.toBeInTheDocument();
  });

  it('marks automatic bids "auto" in the history', async () => {
    open(
      auction({
        bids: [bid(3, 160, 4, 'Ann Other', 3, true), bid(2, 150, 3, 'Bob Bidder'), bid(1, 120, 4, 'Ann Other')],
      }),
    );
    const history = await screen.findByRole('table', { name: 'Bidding history' });
    const [, autoRow, manualRow] = within(history).getAllByRole('row');
    expect(autoRow).toHaveTextContent('Ann Other160.00 €auto');
    expect(manualRow).toHaveTextContent(/Bob Bidder150\.00 €$/);
    expect(within(history).getAllByText(auctionMessages.auto)).toHaveLength(1);
  });

  it('says beside the highest bid whether the reserve is met, and nothing without a reserve', async () => {
    const { channel } = open(auction({ reserveMet: false }));
    const highest = (await screen.findByText('Highest bid')).nextSibling as HTMLElement;
    expect(highest).toHaveTextContent('150.00 €Reserve not met');
    act(() => channel.server().onState(state({ reserveMet: true })));
    await waitFor(() => expect(highest).toHaveTextContent('150.00 €Reserve met'));
    expect(screen.queryByText(auctionMessages.reserveNotMet)).not.toBeInTheDocument();
  });

  it('says nothing about a reserve the auction does not have', async () => {
    open(auction());
    await screen.findByText('Highest bid');
    expect(screen.queryByText(auctionMessages.reserveMet)).not.toBeInTheDocument();
    expect(screen.queryByText(auctionMessages.reserveNotMet)).not.toBeInTheDocument();
  });

  it('moves the countdown to a state message (a late bid extends it) and shows its highest bid', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { channel, reads, server } = open(auction({ remainingMs: 30_000 }));
      await vi.waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('Time left: 0h 00m 30s'));
      await act(async () => vi.advanceTimersByTime(5_000));
      expect(screen.getByRole('timer')).toHaveTextContent('Time left: 0h 00m 25s');

      // A late bid by someone whose bid message has not arrived yet: the end moves to 2 minutes after it.
      const late = bid(3, 175, 9, 'Eve Late');
      // (The page's later reads answer 2 s less than this: see open.)
      server.auction = {
        ...server.auction,
        remainingMs: 121_000,
        bids: [late, ...server.auction.bids],
        highestBid: late,
      };
      act(() => channel.server().onState(state({ highestBid: 175, highestBidder: { id: 9, name: 'Eve Late' } })));
      // The query cache tells the page on its next task.
      await act(async () => vi.advanceTimersByTime(0));
      expect(screen.getByRole('timer')).toHaveTextContent('Time left: 0h 02m 00s');
      expect(screen.getByText('Highest bid').nextSibling).toHaveTextContent('175.00 €');
      expect(screen.getByText('Highest bidder').nextSibling).toHaveTextContent('Eve Late');
      expect(screen.getByText('At least 185.00 €')).toBeInTheDocument();
      // The history that leads to it is fetched.
      await vi.waitFor(() => expect(reads()).toBe(2));
      const history = screen.getByRole('table', { name: 'Bidding history' });
      await vi.waitFor(() => expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Eve Late175.00 €'));
      expect(screen.getByRole('timer')).toHaveTextContent('Time left: 0h 01m 59s');
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('timer')).toHaveTextContent('Time left: 0h 01m 58s');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends when a state message says no time is left', async () => {
    const { channel, server } = open(auction());
    await screen.findByRole('timer');
    // The page reads the auction again at its end: the server has it ended too.
    server.auction = { ...server.auction, remainingMs: 0 };
    act(() => channel.server().onState(state({ remainingMs: 0 })));
    expect(await screen.findByRole('heading', { name: auctionMessages.ended })).toBeInTheDocument();
    expect(screen.queryByLabelText('Bid amount (€)')).not.toBeInTheDocument();
  });
});

describe('/auction: the leader raises their maximum', () => {
  const newMaxInput = () => screen.findByLabelText('New maximum (€)');
  const raiseButton = () => screen.getByRole('button', { name: 'RAISE MAXIMUM' });
  const raiseCalls = (fetchMock: ReturnType<typeof mockApi>) =>
    fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auctions/5/maximum'));
  // The customer leads at 150 € with a maximum of 300 €.
  const leading = (overrides: Partial<Auction> = {}) =>
    auction({
      bids: [bid(2, 150, CUSTOMER_ID, 'Cora Customer'), bid(1, 120, 4, 'Ann Other')],
      myMaxAmount: 300,
      ...overrides,
    });

  it('offers the form only to the leader of an open auction, beside the disabled button', async () => {
    open(leading());
    expect(await screen.findByRole('form', { name: 'Raise your maximum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: auctionMessages.highestBidHolder })).toBeDisabled();
    expect(screen.getByLabelText('New maximum (€)')).toBeInTheDocument();
    expect(raiseButton()).toBeEnabled();
  });

  it('is not offered to a bidder who does not lead', async () => {
    open(auction({ myMaxAmount: 300 }));
    await bidInput();
    expect(screen.queryByLabelText('New maximum (€)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RAISE MAXIMUM' })).not.toBeInTheDocument();
  });

  it('is not offered on an ended auction the viewer won', async () => {
    open(leading({ remainingMs: 0 }));
    expect(await screen.findByRole('heading', { name: auctionMessages.ended })).toBeInTheDocument();
    expect(screen.queryByLabelText('New maximum (€)')).not.toBeInTheDocument();
  });

  it('refuses a maximum not above the current one, or not an amount, without a request', async () => {
    const { user, fetchMock } = open(leading());
    await user.type(await newMaxInput(), '300');
    await user.click(raiseButton());
    expect(await screen.findByText('Your maximum is already 300 €; a maximum can only be raised')).toBeInTheDocument();
    await user.clear(await newMaxInput());
    await user.click(raiseButton());
    expect(await screen.findByText(auctionMessages.maxAmount)).toBeInTheDocument();
    expect(raiseCalls(fetchMock)).toEqual([]);
  });

  it("without a maximum, compares with the leader's highest bid", async () => {
    const { user, fetchMock } = open(leading({ myMaxAmount: null }));
    await user.type(await newMaxInput(), '150');
    await user.click(raiseButton());
    expect(await screen.findByText('Your maximum is already 150 €; a maximum can only be raised')).toBeInTheDocument();
    expect(raiseCalls(fetchMock)).toEqual([]);
  });

  it('sends PUT {maxAmount}, clears the field, confirms and shows the new maximum read again', async () => {
    const opened = open(leading(), customerToken(), {
      'PUT /api/auctions/5/maximum': () => {
        opened.server.auction = { ...opened.server.auction, myMaxAmount: 450.5 };
        return jsonResponse(200, { myMaxAmount: 450.5, highestBid: 150 });
      },
    });
    const { user, fetchMock } = opened;
    expect(await screen.findByText('Your maximum: 300.00 €')).toBeInTheDocument();
    await user.type(await newMaxInput(), '450.5');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Your maximum is now 450.50 €')).toBeInTheDocument();
    expect(raiseCalls(fetchMock)).toHaveLength(1);
    expect(raiseCalls(fetchMock)[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetchMock, '/api/auctions/5/maximum')).toEqual({ maxAmount: 450.5 });
    expect(await screen.findByText('Your maximum: 450.50 €')).toBeInTheDocument();
    expect(await newMaxInput()).toHaveValue('');
    // Nothing was bid: still the leader at 150 €.
    expect(screen.getByText('Highest bid').nextSibling).toHaveTextContent('150.00 €');
    expect(screen.getByRole('button', { name: auctionMessages.highestBidHolder })).toBeDisabled();
  });

  it("shows the server's refusal under the field", async () => {
    const { user } = open(leading(), customerToken(), {
      'PUT /api/auctions/5/maximum': { status: 409, body: { errors: [{ error: auctionMessages.onlyLeaderRaises }] } },
    });
    await user.type(await newMaxInput(), '500');
    await user.click(raiseButton());
    expect(await screen.findByText(auctionMessages.onlyLeaderRaises)).toBeInTheDocument();
    expect(await newMaxInput()).toHaveAttribute('aria-invalid', 'true');
    expect(await newMaxInput()).toHaveValue('500');
    expect(screen.queryByText('Oops...')).not.toBeInTheDocument();
  });

  it('opens the error dialog for a failure that is not a refusal', async () => {
    const { user } = open(leading(), customerToken(), {
      'PUT /api/auctions/5/maximum': { status: 500, body: { errors: [{ error: 'Internal server error' }] } },
    });
    await user.type(await newMaxInput(), '500');
    await user.click(raiseButton());
    expect(await screen.findByText('Oops...')).toBeInTheDocument();
    expect(screen.getByText('500 - Internal server error')).toBeInTheDocument();
  });
});
