import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscountPlan } from '@wayfare/common';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

/** The plan's title and description are data: they stay as the administrator wrote them. */
const plan: DiscountPlan = {
  id: 3,
  title: 'Grand Tour',
  description: 'For long trips',
  discountValue: 20,
  price: 1326.28,
  remainingUses: 5,
};

/** A page's first German or French draw waits for its texts: on a busy machine that takes more than a second. */
const firstDraw = { timeout: 30_000 };

afterEach(() => clearSession());

describe('/discount-plans in German', () => {
  it('shows a guest the plan in German, with "Zum Kaufen anmelden"', async () => {
    mockApi({ 'GET /api/discountPlans': { body: [plan] } });
    renderApp('/discount-plans', undefined, { locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rabattpläne' }, firstDraw)).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Grand Tour' }));
    // The percent sign after a no-break space, as German writes it (the matcher reads it as a space).
    expect(card.getByText('20 % Rabatt')).toBeInTheDocument();
    expect(card.getByText('5 Nutzungen')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Zum Kaufen anmelden' })).toBeInTheDocument();
  });

  it('offers a customer the plan at its German price', async () => {
    startSession(customerToken());
    mockApi({
      'GET /api/discountPlans': { body: [plan] },
      'GET /api/discountPlans/is-bought': { body: { bought: false } },
    });
    renderApp('/discount-plans', undefined, { locale: 'de' });
    const card = within(await screen.findByRole('article', { name: 'Grand Tour' }, firstDraw));
    const buy = await card.findByRole('button', { name: /^Für 1\.326,28\s€ kaufen$/ });
    await waitFor(() => expect(buy).toBeEnabled());
  });

  it('says in German that no plan is on sale', async () => {
    mockApi();
    renderApp('/discount-plans', undefined, { locale: 'de' });
    expect(await screen.findByText('Derzeit sind keine Rabattpläne im Angebot.', {}, firstDraw)).toBeInTheDocument();
  });
});

describe('/discount-plans in French', () => {
  it('offers a customer the plan at its French price, and says when it is bought', async () => {
    startSession(customerToken());
    mockApi({
      'GET /api/discountPlans': { body: [plan, { ...plan, id: 4, title: 'Weekend', remainingUses: 1 }] },
      'GET /api/discountPlans/is-bought': { body: { bought: false } },
    });
    renderApp('/discount-plans', undefined, { locale: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Formules de réduction' }, firstDraw),
    ).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Grand Tour' }));
    expect(card.getByText('20 % de réduction')).toBeInTheDocument();
    expect(card.getByText('5 utilisations')).toBeInTheDocument();
    // French groups thousands with a narrow no-break space and puts a no-break space before the euro sign.
    expect(await card.findByRole('button', { name: /^Acheter pour 1\s326,28\s€$/ })).toBeInTheDocument();
    const weekend = within(screen.getByRole('article', { name: 'Weekend' }));
    expect(weekend.getByText('1 utilisation')).toBeInTheDocument();
  });

  it('asks an administrator in French before deleting a plan', async () => {
    startSession(adminToken());
    mockApi({ 'GET /api/discountPlans': { body: [plan] } });
    renderApp('/discount-plans', undefined, { locale: 'fr' });
    const card = within(await screen.findByRole('article', { name: 'Grand Tour' }, firstDraw));
    await userEvent.setup().click(card.getByRole('button', { name: 'Supprimer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer la formule de réduction' }));
    expect(dialog.getByText('Voulez-vous vraiment supprimer cette formule de réduction ?')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});

describe('/create-discount in German', () => {
  it('names its fields in German and refuses a wrong plan in German', async () => {
    startSession(adminToken());
    const fetchMock = mockApi();
    renderApp('/create-discount', undefined, { locale: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rabattplan erstellen' }, firstDraw),
    ).toBeInTheDocument();
    expect(screen.getByText('Höchstens 255 Zeichen')).toBeInTheDocument();
    expect(screen.getByLabelText('Preis (€)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rabattplan erstellen' }));
    expect(await screen.findByText('Titel ist erforderlich')).toBeInTheDocument();
    expect(
      screen.getByText('Die verbleibenden Nutzungen müssen eine positive ganze Zahl von höchstens 200 sein'),
    ).toBeInTheDocument();
    expect(screen.getByText('Der Preis muss eine positive Zahl sein')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
