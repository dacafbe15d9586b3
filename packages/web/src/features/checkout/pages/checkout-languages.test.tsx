import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../components/external-navigation';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

vi.mock('../../../components/external-navigation', () => ({ goToExternal: vi.fn() }));

const base = '/api/payments/test-checkout/cs_1';
/** The server writes a payment's description in the language it was asked for in. */
const session = (description: string, status = 'open') => ({
  description,
  amount: 1326.28,
  status,
  cancelUrl: '/pay-handle?responseType=cancel',
});
/** A page's first German or French draw waits for its texts: on a busy machine that takes more than a second. */
const firstDraw = { timeout: 10_000 };

// The card page is for a logged-in customer, as the checkout link is theirs.
beforeEach(() => startSession(customerToken()));

describe('/checkout/:sessionId in German', () => {
  it('names every field, the test cards and the amount in German, and checks the card in German', async () => {
    const fetchMock = mockApi({ [`GET ${base}`]: { body: session('Buchung #5: VW Golf, Berlin → München') } });
    renderApp('/checkout/cs_1', undefined, { locale: 'de' });
    expect(await screen.findByText('Test-Bezahlseite – es fließt kein echtes Geld', {}, firstDraw)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bezahlen' })).toBeInTheDocument();
    expect(await screen.findByText('Buchung #5: VW Golf, Berlin → München')).toBeInTheDocument();
    // German money: a dot between thousands, a comma before the cents, the euro sign after a no-break space.
    expect(screen.getByLabelText('Betrag').textContent).toBe('1.326,28\u00a0€');
    const form = within(screen.getByRole('form', { name: 'Kartendaten' }));
    expect(form.getByLabelText(/^Kartennummer/)).toBeInTheDocument();
    expect(form.getByLabelText(/^Ablaufdatum \(MM\/JJ\)/)).toBeInTheDocument();
    expect(form.getByLabelText(/^Prüfnummer \(CVC\)/)).toBeInTheDocument();
    expect(form.getByLabelText(/^Name auf der Karte/)).toBeInTheDocument();
    expect(form.getByText(/^Testkarten: 4242 4242 4242 4242 wird akzeptiert/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();

    await userEvent.setup().click(form.getByRole('button', { name: /^1\.326,28\s€ bezahlen$/ }));
    expect(await form.findByText('Geben Sie eine gültige Kartennummer ein.')).toBeInTheDocument();
    expect(form.getByText('Geben Sie den 3- oder 4-stelligen Sicherheitscode ein.')).toBeInTheDocument();
    expect(form.getByText('Geben Sie den Namen auf der Karte ein.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/pay'))).toBe(false);

    // A rule without a sentence of our own (the name's length) is written by zod, in German too.
    const user = userEvent.setup();
    await user.click(form.getByLabelText(/^Name auf der Karte/));
    await user.paste('A'.repeat(101));
    await user.click(form.getByRole('button', { name: /^1\.326,28\s€ bezahlen$/ }));
    expect(await form.findByText(/^Zu groß: .*100/)).toBeInTheDocument();
  });

  it('says a paid checkout is paid, in German', async () => {
    mockApi({ [`GET ${base}`]: { body: session('Buchung #5', 'paid') } });
    renderApp('/checkout/cs_1', undefined, { locale: 'de' });
    expect(await screen.findByText('Bereits bezahlt', {}, firstDraw)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück zum Shop' })).toBeInTheDocument();
  });
});

describe('/checkout/:sessionId in French', () => {
  it('pays in French: the amount as French writes it, a declined card in the server’s French', async () => {
    mockApi({
      [`GET ${base}`]: { body: session('Réservation #5 : Renault Clio, Lyon → Paris') },
      // The server answers in the language the page asked in.
      [`POST ${base}/pay`]: (init) =>
        jsonResponse(400, {
          errors: [
            {
              error:
                new Headers(init?.headers).get('accept-language') === 'fr'
                  ? 'Votre carte a été refusée.'
                  : 'Your card was declined.',
              field: 'cardNumber',
            },
          ],
        }),
    });
    renderApp('/checkout/cs_1', undefined, { locale: 'fr' });
    expect(
      await screen.findByText('Paiement de test — aucun argent réel n’est débité', {}, firstDraw),
    ).toBeInTheDocument();
    // French money: a narrow no-break space between thousands, a comma before the cents.
    expect((await screen.findByLabelText('Montant')).textContent).toBe('1\u202f326,28\u00a0€');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Numéro de carte/), '4000 0000 0000 0002');
    await user.type(screen.getByLabelText(/^Date d’expiration \(MM\/AA\)/), '12/30');
    await user.type(screen.getByLabelText(/^Cryptogramme \(CVC\)/), '123');
    await user.type(screen.getByLabelText(/^Nom sur la carte/), 'Camille Client');
    await user.click(screen.getByRole('button', { name: /^Payer 1\s326,28\s€$/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Échec du paiement');
    expect(alert).toHaveTextContent('Votre carte a été refusée.');
    expect(goToExternal).not.toHaveBeenCalled();
  });
});
