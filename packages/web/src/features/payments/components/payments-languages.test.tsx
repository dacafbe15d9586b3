import { screen, within } from '@testing-library/react';
import type { Payment } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';
import { CustomerPayments } from './customer-payments';

const user = { id: 7, name: 'Cora Customer' };
const payment = (change: Partial<Payment>): Payment => ({
  id: 3,
  description: 'Buchung #9: VW Golf, Berlin → München',
  createdOn: '2026-11-19T10:15:00',
  amount: 1326.28,
  user,
  paid: true,
  stripeLink: null,
  kind: 'booking',
  ...change,
});
const list = [
  payment({ id: 5, kind: 'refund', amount: -20, paid: false, description: 'Erstattung' }),
  payment({ id: 4, kind: 'damage_charge', paid: false, stripeLink: '/checkout/cs_4', amount: 50 }),
  payment({}),
];
/** A page's first German or French draw waits for its texts: on a busy machine that takes more than a second. */
const firstDraw = { timeout: 10_000 };

describe('a customer’s payments in German', () => {
  it('show amounts, dates and states as German writes them', async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/payments/count': { body: list.length }, 'GET /api/payments/paged': { body: list } });
    renderApp('/page', [{ path: '/page', element: <CustomerPayments /> }], { locale: 'de' });
    const payments = within(await screen.findByRole('list', { name: 'Zahlungen' }, firstDraw));
    expect(payments.getByText('Erstattung ausstehend')).toBeInTheDocument();
    expect(payments.getByRole('button', { name: 'Zahlung #4 bezahlen' })).toHaveTextContent('Bezahlen');
    expect(payments.getByText('Bezahlt')).toBeInTheDocument();
    expect(payments.getByText('#3 · 19.11.2026, 10:15')).toBeInTheDocument();
    expect(payments.getByText('1.326,28 €')).toBeInTheDocument();
    expect(payments.getByRole('button', { name: 'Quittung der Zahlung #3' })).toHaveTextContent('Quittung');
  });
});

describe('all payments in French', () => {
  it('name the columns in French', async () => {
    startSession(adminToken());
    mockApi({ 'GET /api/payments/count': { body: list.length }, 'GET /api/payments/paged': { body: list } });
    renderApp('/my-payments', undefined, { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tous les paiements' }, firstDraw)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Tous les paiements' }));
    for (const header of ['Description', 'Date', 'Montant', 'Utilisateur', 'Payé'])
      expect(table.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(table.getByText('Remboursement en attente')).toBeInTheDocument();
    expect(table.getByText('Oui')).toBeInTheDocument();
  });
});
