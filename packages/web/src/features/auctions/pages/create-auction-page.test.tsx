import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auctionMessages } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';
import { validateAuction, wallClockNow } from '../components/create-auction-values';

const exclusive = [
  {
    id: 11,
    make: 'Porsche',
    model: '911',
    registrationNumber: 'B-PS 911',
    fuelConsumption: 11,
    city: { id: 1, name: 'Berlin' },
    photoUrls: [],
    carFeatures: [],
    isExclusive: true,
    fuelPrice: null,
  },
  {
    id: 12,
    make: 'Jaguar',
    model: 'E-Type',
    registrationNumber: 'M-JE 61',
    fuelConsumption: 14,
    city: { id: 2, name: 'Munich' },
    photoUrls: [],
    carFeatures: [],
    isExclusive: true,
    fuelPrice: null,
  },
];

function open() {
  startSession(adminToken());
  const fetchMock = mockApi({
    'GET /api/cars/exclusive': { body: exclusive },
    'POST /api/auctions': { status: 201, body: { id: 21 } },
    'GET /api/auctions/count': { body: 0 },
    'GET /api/auctions/paged': { body: [] },
  });
  const view = renderApp('/create-auction');
  return { fetchMock, user: userEvent.setup(), ...view };
}

describe('/create-auction', () => {
  it('flags every field with its message and sends nothing', async () => {
    const { fetchMock, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Create auction' }));
    for (const message of [
      auctionMessages.descriptionRequired,
      auctionMessages.minBidAmount,
      auctionMessages.endDateTimeRequired,
      auctionMessages.carRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Car')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByLabelText('Description'));
    await user.paste('x'.repeat(256));
    expect(await screen.findByText(auctionMessages.descriptionMax)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Minimum bid amount (€)'), '0');
    fireEvent.change(screen.getByLabelText('End Date and Time'), { target: { value: '2000-01-01T10:00' } });
    expect(await screen.findByText(auctionMessages.endDateTimeInPast)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    expect(screen.getByText(auctionMessages.minBidAmount)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers the exclusive cars as "make model (registration number)" after the placeholder', async () => {
    open();
    const select = await screen.findByLabelText('Car');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      '-- Select a Car --',
      'Porsche 911 (B-PS 911)',
      'Jaguar E-Type (M-JE 61)',
    ]);
  });

  it('creates the auction and returns to /all-auctions with a toast', async () => {
    const { fetchMock, user, router } = open();
    await user.type(await screen.findByLabelText('Description'), 'A rare roadster');
    await user.type(screen.getByLabelText('Minimum bid amount (€)'), '150.5');
    fireEvent.change(screen.getByLabelText('End Date and Time'), { target: { value: '2999-06-01T18:30' } });
    const select = screen.getByLabelText('Car');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    await user.selectOptions(select, 'Jaguar E-Type (M-JE 61)');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-auctions'));
    expect(sentBody(fetchMock, '/api/auctions')).toEqual({
      description: 'A rare roadster',
      minBidAmount: 150.5,
      endDateTime: '2999-06-01T18:30',
      car: 12,
    });
    expect(await screen.findByText('Auction #21 has been created.')).toBeInTheDocument();
  });

  it('sends an optional reserve price, refusing one below the minimum bid', async () => {
    const { fetchMock, user, router } = open();
    await user.type(await screen.findByLabelText('Description'), 'A rare roadster');
    await user.type(screen.getByLabelText('Minimum bid amount (€)'), '1000');
    fireEvent.change(screen.getByLabelText('End Date and Time'), { target: { value: '2999-06-01T18:30' } });
    const select = screen.getByLabelText('Car');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(3));
    await user.selectOptions(select, 'Porsche 911 (B-PS 911)');
    await user.type(screen.getByLabelText('Reserve price (€)'), '999.99');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    expect(await screen.findByText(auctionMessages.reserveBelowMinimum)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Reserve price (€)'));
    await user.type(screen.getByLabelText('Reserve price (€)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-auctions'));
    expect(sentBody(fetchMock, '/api/auctions')).toEqual({
      description: 'A rare roadster',
      minBidAmount: 1000,
      endDateTime: '2999-06-01T18:30',
      car: 11,
      reservePrice: 2500,
    });
  });
});

describe('create-auction values', () => {
  it('reads "now" in the business time zone', () => {
    const instant = new Date('2026-01-15T12:34:00Z');
    expect(wallClockNow('Europe/Berlin', instant)).toBe('2026-01-15T13:34');
    expect(wallClockNow('America/New_York', instant)).toBe('2026-01-15T07:34');
  });

  it('accepts an end in this very minute and refuses one a minute before', () => {
    const values = { description: 'x', minBidAmount: 1, car: '3', reservePrice: '' };
    expect(validateAuction({ ...values, endDateTime: '2026-01-15T13:34' }, '2026-01-15T13:34')).toEqual({});
    expect(validateAuction({ ...values, endDateTime: '2026-01-15T13:33' }, '2026-01-15T13:34')).toEqual({
      endDateTime: auctionMessages.endDateTimeInPast,
    });
  });
});
