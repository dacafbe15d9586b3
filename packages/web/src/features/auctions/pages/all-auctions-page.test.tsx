import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuctionSummary } from '@wayfare/common';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

const car = { id: 11, make: 'Porsche', model: '911', registrationNumber: 'B-PS 911' };
const row = (id: number, overrides: Partial<AuctionSummary> = {}): AuctionSummary => ({
  id,
  description: `Auction ${id}`,
  minBidAmount: 100,
  endDateTime: '2026-11-23T18:30:00',
  remainingMs: 0,
  car,
  winnerUser: null,
  canBeClaimed: 0,
  ...overrides,
});

const auctions = [
  row(4, { remainingMs: 60_000 }),
  row(3, { winnerUser: { id: 7, name: 'Cora Customer' }, canBeClaimed: 1 }),
  row(2, { winnerUser: { id: 7, name: 'Cora Customer' }, canBeClaimed: 0 }),
  row(1, { winnerUser: { id: 8, name: 'Bob Bidder' }, canBeClaimed: 1 }),
];

describe('/all-auctions', () => {
  it('lists auctions with Join, Claim or "Auction is over" and the end date without its T', async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/auctions/count': { body: 4 }, 'GET /api/auctions/paged': { body: auctions } });
    const { router } = renderApp('/all-auctions');
    expect(await screen.findByRole('heading', { name: 'All auctions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All auctions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Description', 'End Date', 'Car', 'Winner', 'Join']);
    const [, open, claimable, claimed, lost] = within(table).getAllByRole('row');
    expect(
      within(open!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['4', 'Auction 4', '2026-11-23 18:30', 'Porsche 911', 'Not yet decided', 'Join']);
    expect(within(open!).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/auction?auctionId=4');
    expect(within(claimable!).getByRole('cell', { name: 'Cora Customer' })).toBeInTheDocument();
    expect(within(claimable!).getByRole('link', { name: 'Claim' })).toHaveAttribute(
      'href',
      '/claim-auction?auctionId=3',
    );
    expect(within(claimed!).getAllByRole('cell')[5]).toHaveTextContent('Auction is over');
    expect(within(lost!).getAllByRole('cell')[5]).toHaveTextContent('Auction is over');
    expect(within(lost!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 / 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(open!).getByRole('link', { name: 'Join' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/auction?auctionId=4'),
    );
  });

  it('pages with Previous and Next', async () => {
    startSession(customerToken());
    const fetchMock = mockApi({
      'GET /api/auctions/count': { body: 12 },
      'GET /api/auctions/paged': { body: auctions },
    });
    renderApp('/all-auctions');
    expect(await screen.findByText('Page 1 / 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 / 2')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/auctions/paged?page=1'))).toBe(true);
  });

  it('says when there are no auctions', async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/auctions/count': { body: 0 }, 'GET /api/auctions/paged': { body: [] } });
    renderApp('/all-auctions');
    expect(await screen.findByText('No auctions yet')).toBeInTheDocument();
  });

  it('is for logged-in users only', async () => {
    mockApi();
    await expectSentHome('/all-auctions');
  });
});
