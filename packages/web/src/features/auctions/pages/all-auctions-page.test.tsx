import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auctionMessages, type AuctionSummary } from '@wayfare/common';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

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
  reserveMet: null,
  hasBids: true,
  claimDeadline: null,
  claimExpired: false,
  myState: null,
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
    ).toEqual(['#', 'Description', 'End Date', 'Car', 'Winner', 'My state', 'Join']);
    const [, open, claimable, claimed, lost] = within(table).getAllByRole('row');
    expect(
      within(open!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['4', 'Auction 4', '2026-11-23 18:30', 'Porsche 911', 'Not yet decided', '', 'Join']);
    expect(within(open!).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/auction?auctionId=4');
    expect(within(claimable!).getByRole('cell', { name: 'Cora Customer' })).toBeInTheDocument();
    expect(within(claimable!).getByRole('link', { name: 'Claim' })).toHaveAttribute(
      'href',
      '/claim-auction?auctionId=3',
    );
    expect(within(claimed!).getAllByRole('cell')[6]).toHaveTextContent('Auction is over');
    expect(within(lost!).getAllByRole('cell')[6]).toHaveTextContent('Auction is over');
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

  it("shows the viewer's own state in each auction they bid on, and nothing in the others", async () => {
    startSession(customerToken());
    mockApi({
      'GET /api/auctions/count': { body: 5 },
      'GET /api/auctions/paged': {
        body: [
          row(5, { remainingMs: 60_000, myState: 'LEADING' }),
          row(4, { remainingMs: 60_000, myState: 'OUTBID' }),
          row(3, { winnerUser: { id: 7, name: 'Cora Customer' }, canBeClaimed: 1, myState: 'WON' }),
          row(2, { winnerUser: { id: 8, name: 'Bob Bidder' }, myState: 'LOST' }),
          row(1, { remainingMs: 60_000 }),
        ],
      },
    });
    renderApp('/all-auctions');
    const table = await screen.findByRole('table', { name: 'All auctions' });
    const myStates = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[5]!.textContent);
    expect(myStates).toEqual(['Leading', 'Outbid', 'Won', 'Lost', '']);
  });

  it('says "Ended — reserve not met" for an ended auction below its reserve, and "Claim expired" for a lapsed claim', async () => {
    startSession(customerToken());
    mockApi({
      'GET /api/auctions/count': { body: 4 },
      'GET /api/auctions/paged': {
        body: [
          // Still open below the reserve: nothing is decided yet.
          row(4, { remainingMs: 60_000, reserveMet: false }),
          row(3, { reserveMet: false, myState: 'LOST' }),
          // The viewer won but let the claim lapse; the car went to the next bidder.
          row(2, { winnerUser: { id: 8, name: 'Bob Bidder' }, canBeClaimed: 1, claimExpired: true, myState: 'LOST' }),
          row(1, { winnerUser: { id: 7, name: 'Cora Customer' }, claimExpired: true, myState: 'WON' }),
        ],
      },
    });
    renderApp('/all-auctions');
    const table = await screen.findByRole('table', { name: 'All auctions' });
    const [, open, belowReserve, passedOn, lapsed] = within(table).getAllByRole('row');
    const cells = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(open!).slice(4)).toEqual(['Not yet decided', '', 'Join']);
    expect(cells(belowReserve!).slice(4)).toEqual([auctionMessages.endedReserveNotMet, 'Lost', 'Auction is over']);
    expect(cells(passedOn!).slice(4)).toEqual(['Bob Bidder', 'Lost', auctionMessages.claimExpired]);
    expect(cells(lapsed!).slice(4)).toEqual(['Cora Customer', 'Won', auctionMessages.claimExpired]);
    expect(within(table).queryByRole('link', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('names the claim deadline under Claim, and says "Ended — no bids" without Join for an auction nobody bid on', async () => {
    startSession(customerToken());
    mockApi({
      'GET /api/auctions/count': { body: 3 },
      'GET /api/auctions/paged': {
        body: [
          row(3, { remainingMs: 60_000, hasBids: false }),
          row(2, { hasBids: false }),
          row(1, {
            winnerUser: { id: 7, name: 'Cora Customer' },
            canBeClaimed: 1,
            claimDeadline: '2026-11-25T18:30:00',
            myState: 'WON',
          }),
        ],
      },
    });
    renderApp('/all-auctions');
    const table = await screen.findByRole('table', { name: 'All auctions' });
    const [, open, bidless, won] = within(table).getAllByRole('row');
    const cells = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    // Still open without a bid: anyone may join and be the first.
    expect(cells(open!).slice(4)).toEqual(['Not yet decided', '', 'Join']);
    expect(cells(bidless!).slice(4)).toEqual([auctionMessages.endedNoBids, '', auctionMessages.over]);
    expect(within(bidless!).queryByRole('link')).not.toBeInTheDocument();
    expect(cells(won!).slice(4)).toEqual(['Cora Customer', 'Won', 'ClaimClaim by 2026-11-25 18:30']);
    expect(within(won!).getByRole('link', { name: 'Claim' })).toHaveAttribute('href', '/claim-auction?auctionId=1');
  });

  it('"Only auctions I bid on" asks for mine=true, keeps it in the URL, and a reload keeps it', async () => {
    startSession(customerToken());
    const mine = [row(4, { remainingMs: 60_000, myState: 'LEADING' })];
    // The reply is chosen by the URL of the call being answered (recorded just before it).
    const filtered = () => String(fetchMock.mock.calls.at(-1)![0]).includes('mine=true');
    const fetchMock = mockApi({
      'GET /api/auctions/count': () => jsonResponse(200, filtered() ? mine.length : auctions.length),
      'GET /api/auctions/paged': () => jsonResponse(200, filtered() ? mine : auctions),
    });
    const { router, unmount } = renderApp('/all-auctions?page=1');
    const filter = await screen.findByRole('checkbox', { name: auctionMessages.onlyMine });
    expect(filter).not.toBeChecked();
    await screen.findByRole('table', { name: 'All auctions' });
    await userEvent.click(filter);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?mine=true'));
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /Leading/ })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((url) => url.includes('/api/auctions/count'))).toEqual([
      '/api/auctions/count',
      '/api/auctions/count?mine=true',
    ]);
    expect(urls).toContain('/api/auctions/paged?page=0&mine=true');
    unmount();

    renderApp('/all-auctions?mine=true');
    expect(await screen.findByRole('checkbox', { name: auctionMessages.onlyMine })).toBeChecked();
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    await userEvent.click(screen.getByRole('checkbox', { name: auctionMessages.onlyMine }));
    await vi.waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5));
  });

  it('shows admins (who never bid) neither the filter nor "My state"', async () => {
    startSession(adminToken());
    mockApi({ 'GET /api/auctions/count': { body: 4 }, 'GET /api/auctions/paged': { body: auctions } });
    renderApp('/all-auctions');
    const table = await screen.findByRole('table', { name: 'All auctions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Description', 'End Date', 'Car', 'Winner', 'Join']);
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')).toHaveLength(6);
    expect(screen.queryByRole('checkbox', { name: auctionMessages.onlyMine })).not.toBeInTheDocument();
  });

  it('is for logged-in users only', async () => {
    mockApi();
    await expectSentHome('/all-auctions');
  });
});
