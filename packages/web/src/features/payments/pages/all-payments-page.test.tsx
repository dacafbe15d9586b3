import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../components/external-navigation';
import { startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

vi.mock('../../../components/external-navigation', () => ({ goToExternal: vi.fn() }));

const payments = [
  {
    id: 2,
    description: 'Booking #5',
    createdOn: '2026-11-20T10:15:00',
    amount: 1123.4,
    user: { id: 7, name: 'Cora Customer' },
    paid: true,
    stripeLink: null,
    kind: 'booking',
  },
  {
    id: 1,
    description: 'Found Damage on Bumper',
    createdOn: '2026-11-19T08:00:05',
    amount: 50,
    user: { id: 7, name: 'Cora Customer' },
    paid: false,
    stripeLink: '/checkout/cs_1',
    kind: 'damage_charge',
  },
];

describe('/my-payments', () => {
  beforeEach(() => vi.mocked(goToExternal).mockClear());

  it('lists payments with the SPEC columns, the date without its T, "Yes" and a Receipt for paid and a Pay button for unpaid', async () => {
    startSession(adminToken());
    mockApi({ 'GET /api/payments/count': { body: 2 }, 'GET /api/payments/paged': { body: payments } });
    renderApp('/my-payments');
    const table = await screen.findByRole('table', { name: 'All payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Description', 'Date', 'Amount', 'User', 'Is paid']);
    const [, paidRow, unpaidRow] = within(table).getAllByRole('row');
    expect(
      within(paidRow!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2', 'Booking #5', '2026-11-20 10:15', '1,123.40 €', 'Cora Customer', 'YesReceipt']);
    expect(within(paidRow!).getByRole('button', { name: 'Receipt of payment #2' })).toBeInTheDocument();
    expect(within(unpaidRow!).queryByText('Yes')).not.toBeInTheDocument();
    expect(within(unpaidRow!).queryByRole('button', { name: /Receipt/ })).not.toBeInTheDocument();
    await userEvent.click(within(unpaidRow!).getByRole('button', { name: 'Pay payment #1' }));
    expect(goToExternal).toHaveBeenCalledWith('/checkout/cs_1');
    expect(screen.getByText('Page 1 / 1')).toBeInTheDocument();
  });

  it('shows a refund as its own line with a negative amount, never with a Pay button', async () => {
    startSession(adminToken());
    const refund = (id: number, paid: boolean) => ({
      id,
      description: 'Refund for booking #5',
      createdOn: '2026-11-21T09:00:00',
      amount: -155,
      user: { id: 7, name: 'Cora Customer' },
      paid,
      stripeLink: null,
      kind: 'refund',
    });
    mockApi({
      'GET /api/payments/count': { body: 2 },
      'GET /api/payments/paged': { body: [refund(4, false), refund(3, true)] },
    });
    renderApp('/my-payments');
    const table = await screen.findByRole('table', { name: 'All payments' });
    const [, pending, done] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells(pending!)).toEqual([
      '4',
      'Refund for booking #5',
      '2026-11-21 09:00',
      '-155.00 €',
      'Cora Customer',
      'Refund pending',
    ]);
    expect(cells(done!)).toEqual([
      '3',
      'Refund for booking #5',
      '2026-11-21 09:00',
      '-155.00 €',
      'Cora Customer',
      'YesReceipt',
    ]);
    expect(within(table).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('is for admins only', async () => {
    mockApi();
    await expectSentHome('/my-payments');
  });
});
