import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Auction, AuctionSummary, Bid, Locale, RealtimeBidBody } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';
import type { AuctionChannelHandlers, ConnectAuctionChannel } from '../realtime/auction-channel';
import { AuctionPage } from './auction-page';

/** The auction pages in German and French (docs/decisions/019-three-languages.md): words, money, dates, refusals. */

const CUSTOMER_ID = 7;
const NBSP = '\u00a0';

const bid = (id: number, amount: number, userId: number, name: string): Bid => ({
  id,
  amount,
  dateTime: `2026-11-22T10:00:${String(id).padStart(2, '0')}`,
  user: { id: userId, name },
  auto: false,
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

/** The auction page in `locale`, its live channel played by the test. */
function openAuction(locale: Locale, data: Auction) {
  startSession(customerToken());
  mockApi({
    'GET /api/auctions/5': { body: data },
    'GET /api/cars/11': { status: 404, body: { errors: [{ error: 'Car not found' }] } },
  });
  const sent: RealtimeBidBody[] = [];
  let handlers: AuctionChannelHandlers | undefined;
  const connect: ConnectAuctionChannel = (_, h) => {
    handlers = h;
    h.onStatus('live');
    return { sendBid: (body) => (sent.push(body), true), close: () => {} };
  };
  renderApp('/page?auctionId=5', [{ path: '/page', element: <AuctionPage connect={connect} /> }], { locale });
  return { sent, server: () => handlers!, user: userEvent.setup() };
}

const summary = (id: number, overrides: Partial<AuctionSummary> = {}): AuctionSummary => ({
  id,
  description: `Auction ${id}`,
  minBidAmount: 100,
  endDateTime: '2026-11-23T18:30:00',
  remainingMs: 0,
  car: { id: 11, make: 'Porsche', model: '911', registrationNumber: 'B-PS 911' },
  winnerUser: null,
  canBeClaimed: 0,
  reserveMet: null,
  hasBids: true,
  claimDeadline: null,
  claimExpired: false,
  myState: null,
  ...overrides,
});

describe('the auction page in German', () => {
  it('shows the countdown, the facts, the history and the participants in German, money as Germans write it', async () => {
    openAuction('de', auction());
    expect(await screen.findByRole('heading', { name: 'Auktion Nr. 5' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Verbleibende Zeit' })).toHaveTextContent(
      /^Verbleibende Zeit: 1 Std\. 05 Min\. 0\d Sek\.$/,
    );
    const minimum = screen.getByText('Mindestgebot').nextSibling!;
    expect(minimum.textContent).toBe(`100,00${NBSP}€`);
    expect(screen.getByText('Höchstgebot').nextSibling).toHaveTextContent('150,00 €');
    expect(screen.getByText('Höchstbietender').nextSibling).toHaveTextContent('Bob Bidder');
    expect(screen.getByText('Kennzeichen: B-PS 911')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Gebotsverlauf' });
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Zeit', 'Nutzer', 'Betrag in €']);
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('22.11.2026, 10:00Bob Bidder150,00 €');
    expect(screen.getByRole('heading', { name: 'Teilnehmende Nutzer (2)' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Live-Aktualisierung: Live' })).toBeInTheDocument();
    expect(screen.getByText(/^Ein Zuschlag ist verbindlich/)).toBeInTheDocument();
    expect(screen.getByText('Mindestens 160,00 €')).toBeInTheDocument();
  });

  it('refuses a bid in German, names the least bid as Germans write it, and takes a decimal comma', async () => {
    const { sent, user } = openAuction('de', auction());
    const amount = await screen.findByLabelText('Gebotsbetrag (€)');
    await user.type(amount, '90');
    await user.click(screen.getByRole('button', { name: 'JETZT BIETEN' }));
    expect(await screen.findByText('Das Gebot darf nicht unter dem Mindestgebot liegen!')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '155');
    await user.click(screen.getByRole('button', { name: 'JETZT BIETEN' }));
    expect(await screen.findByText('Bieten Sie mindestens 160 €')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '175,5');
    await user.click(screen.getByRole('button', { name: 'JETZT BIETEN' }));
    expect(sent).toEqual([{ auctionId: 5, userId: CUSTOMER_ID, bidAmount: 175.5 }]);
  });

  it('announces a joining user and a refused bid in German', async () => {
    const { server } = openAuction('de', auction());
    await screen.findByRole('heading', { name: 'Auktion Nr. 5' });
    act(() => server().onNewUser('Dan Viewer'));
    expect(await screen.findByText('Neuer Nutzer verfolgt die Auktion: Dan Viewer')).toBeInTheDocument();
    // The server wrote the refusal in the language the channel named.
    act(() => server().onError('Das Gebot darf nicht unter dem Höchstgebot liegen!'));
    expect(await screen.findByText('Gebot abgelehnt')).toBeInTheDocument();
  });
});

describe('the auction page in French', () => {
  it('shows the countdown and the facts in French, money as the French write it', async () => {
    openAuction('fr', auction());
    expect(await screen.findByRole('heading', { name: `Enchère n°${NBSP}5` })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Temps restant : 1 h 05 min 0\d s$/);
    expect(screen.getByText('Offre minimale').nextSibling!.textContent).toBe(`100,00${NBSP}€`);
    expect(screen.getByText('Offre la plus élevée').nextSibling).toHaveTextContent('150,00 €');
    const history = screen.getByRole('table', { name: 'Historique des offres' });
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('22/11/2026 10:00Bob Bidder150,00 €');
    expect(screen.getByRole('button', { name: 'ENCHÉRIR' })).toBeInTheDocument();
  });

  it('names the least bid with its cents as the French write them', async () => {
    const { sent, user } = openAuction('fr', auction({ bids: [bid(1, 102.5, 3, 'Bob Bidder')] }));
    const amount = await screen.findByLabelText('Montant de l’offre (€)');
    expect(screen.getByText('Au moins 112,50 €')).toBeInTheDocument();
    await user.type(amount, '110');
    await user.click(screen.getByRole('button', { name: 'ENCHÉRIR' }));
    expect(await screen.findByText('Proposez au moins 112,50 €')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('tells the winner of an ended auction until when to claim it, the date as the French write it', async () => {
    openAuction(
      'fr',
      auction({
        remainingMs: 0,
        bids: [bid(2, 150, CUSTOMER_ID, 'Cora Customer')],
        winnerUser: { id: CUSTOMER_ID, name: 'Cora Customer' },
        canBeClaimed: 1,
        claimDeadline: '2026-11-25T10:00:00',
        myState: 'WON',
      }),
    );
    expect(await screen.findByRole('heading', { name: `L’enchère est terminée${NBSP}!` })).toBeInTheDocument();
    expect(screen.getByText('Vous avez gagné — à réclamer avant le 25/11/2026 10:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Réclamer' })).toHaveAttribute('href', '/claim-auction?auctionId=5');
  });
});

describe('the auctions list', () => {
  it('is written in German, its dates as Germans write them', async () => {
    startSession(customerToken());
    const rows = [
      summary(4, { remainingMs: 60_000 }),
      summary(3, { winnerUser: { id: CUSTOMER_ID, name: 'Cora Customer' }, canBeClaimed: 1, myState: 'WON' }),
    ];
    mockApi({ 'GET /api/auctions/count': { body: 2 }, 'GET /api/auctions/paged': { body: rows } });
    renderApp('/all-auctions', undefined, { locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Alle Auktionen' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Nur Auktionen, auf die ich geboten habe' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Alle Auktionen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Beschreibung', 'Enddatum', 'Auto', 'Gewinner', 'Mein Status', 'Teilnehmen']);
    const [, open, won] = within(table).getAllByRole('row');
    expect(within(open!).getAllByRole('cell')[2]).toHaveTextContent('23.11.2026, 18:30');
    expect(within(open!).getAllByRole('cell')[4]).toHaveTextContent('Noch nicht entschieden');
    expect(within(open!).getByRole('link', { name: 'Teilnehmen' })).toHaveAttribute(
      'title',
      'An Auktion Nr. 4 teilnehmen',
    );
    expect(within(won!).getByText('Gewonnen')).toBeInTheDocument();
    expect(within(won!).getByRole('link', { name: 'Einlösen' })).toBeInTheDocument();
  });
});

describe('the create-auction form', () => {
  it("is written in French, its schema's messages too", async () => {
    startSession(adminToken());
    mockApi({ 'GET /api/cars/exclusive': { body: [] } });
    const user = userEvent.setup();
    renderApp('/create-auction', undefined, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Créer une enchère' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer une enchère' }));
    for (const message of [
      'La description est obligatoire',
      'L’offre minimale doit être un nombre positif',
      'La date et l’heure de fin sont obligatoires',
      'La voiture est obligatoire',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      screen.getByText('Aucune voiture exclusive pour le moment : marquez d’abord une voiture comme exclusive.'),
    ).toBeInTheDocument();
  });
});
