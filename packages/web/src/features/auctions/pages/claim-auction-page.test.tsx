import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auctionMessages, type Auction } from '@wayfare/common';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../components/external-navigation';
import { startSession } from '../../../lib/session';
import { mockApi, sentBody, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

vi.mock('../../../components/external-navigation', () => ({ goToExternal: vi.fn() }));

const winningBid = {
  id: 9,
  amount: 420,
  dateTime: '2026-11-20T10:00:00',
  user: { id: 7, name: 'Cora Customer' },
  auto: false,
};

function auction(overrides: Partial<Auction> = {}): Auction {
  return {
    id: 5,
    description: 'A rare roadster',
    minBidAmount: 100,
    endDateTime: '2026-11-21T10:00:00',
    remainingMs: 0,
    car: { id: 11, make: 'Porsche', model: '911', registrationNumber: 'B-PS 911' },
    winnerUser: { id: 7, name: 'Cora Customer' },
    canBeClaimed: 1,
    reserveMet: null,
    hasBids: true,
    claimDeadline: '2026-11-23T10:00:00',
    claimExpired: false,
    myState: 'WON',
    bids: [winningBid],
    highestBid: winningBid,
    myMaxAmount: null,
    ...overrides,
  };
}

const car = {
  id: 11,
  make: 'Porsche',
  model: '911',
  registrationNumber: 'B-PS 911',
  fuelConsumption: 11,
  city: { id: 2, name: 'Munich' },
  photoUrls: [],
  carFeatures: [],
  isExclusive: true,
  fuelPrice: null,
};

function open(data: Auction, replies: Record<string, MockReply> = {}) {
  vi.mocked(goToExternal).mockClear();
  startSession(customerToken());
  const fetchMock = mockApi({
    'GET /api/auctions/5': { body: data },
    'GET /api/cars/11': { body: car },
    'POST /api/bookings/claim': { status: 201, body: { bookingId: 31 } },
    'GET /api/payments/pay': { body: { url: '/checkout/cs_31' } },
    ...replies,
  });
  const view = renderApp('/claim-auction?auctionId=5');
  return { fetchMock, user: userEvent.setup(), ...view };
}

describe('/claim-auction', () => {
  /** Picks Berlin as the drop-off (the pick-up is where the car stands) and presses Claim. */
  async function claimTrip(user: ReturnType<typeof userEvent.setup>) {
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pick-up city' })).toHaveValue('Munich'));
    await user.click(screen.getByRole('combobox', { name: 'Drop-off city' }));
    await user.click(await screen.findByRole('option', { name: 'Berlin' }));
    await user.click(screen.getByRole('button', { name: 'Claim' }));
  }

  it('books the won car for the chosen trip and goes straight to its checkout', async () => {
    const { fetchMock, user, router } = open(auction());
    expect(await screen.findByRole('heading', { name: 'Claim auction #5' })).toBeInTheDocument();
    expect(screen.getByText('Porsche 911')).toBeInTheDocument();
    // The pick-up city is where the car stands now.
    await claimTrip(user);

    await waitFor(() => expect(goToExternal).toHaveBeenCalledWith('/checkout/cs_31'));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/payments/pay?bookingId=31')).toBe(true);
    expect(router.state.location.pathname).toBe('/claim-auction');
    const tomorrow = dayjs().add(1, 'day');
    expect(sentBody(fetchMock, '/api/bookings/claim')).toEqual({
      auctionId: 5,
      carId: 11,
      coverage: 2,
      fromCityId: 2,
      toCityId: 1,
      startDateTime: `${tomorrow.format('YYYY-MM-DD')}T10:00`,
      endDateTime: `${tomorrow.add(3, 'day').format('YYYY-MM-DD')}T10:00`,
    });
  });

  it('without a payment link, leaves the booking waiting for payment in the bookings list', async () => {
    const { user, router } = open(auction(), {
      'GET /api/payments/pay': { status: 502, body: { errors: [{ error: 'The payment provider is not answering' }] } },
      'GET /api/bookings/paged': { body: [] },
      'GET /api/bookings/count': { body: 0 },
    });
    await screen.findByRole('heading', { name: 'Claim auction #5' });
    await claimTrip(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'));
    expect(await screen.findByText('Booking #31 has been created and is waiting for payment.')).toBeInTheDocument();
    expect(goToExternal).not.toHaveBeenCalled();
  });

  it('tells someone who did not win, and shows no form', async () => {
    open(auction({ winnerUser: { id: 8, name: 'Bob Bidder' } }));
    expect(await screen.findByText(auctionMessages.notWinner)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('tells the winner when the auction was already claimed', async () => {
    open(auction({ canBeClaimed: 0 }));
    expect(await screen.findByText(auctionMessages.notClaimable)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Car search' })).not.toBeInTheDocument();
  });
});

describe('/claim-auction for an unknown auction', () => {
  it('keeps the heading and says the auction was not found', async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/auctions/99': { status: 404, body: { errors: [{ error: auctionMessages.notFound }] } } });
    renderApp('/claim-auction?auctionId=99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim auction #99' })).toBeInTheDocument();
    expect(await screen.findByText(auctionMessages.notFound)).toBeInTheDocument();
  });
});
