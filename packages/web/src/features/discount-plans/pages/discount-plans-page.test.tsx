import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { discountPlanMessages, type DiscountPlan } from '@wayfare/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../components/external-navigation';
import { clearSession, startSession } from '../../../lib/session';
import { mockApi, sentBody, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

vi.mock('../../../components/external-navigation', () => ({ goToExternal: vi.fn() }));

const plan: DiscountPlan = {
  id: 3,
  title: 'City Hopper',
  description: '20% off five trips',
  discountValue: 20,
  price: 24.99,
  remainingUses: 5,
};

function open(replies: Record<string, MockReply> = {}) {
  const fetchMock = mockApi({ 'GET /api/discountPlans': { body: [plan] }, ...replies });
  renderApp('/discount-plans');
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  clearSession();
  vi.mocked(goToExternal).mockClear();
});

describe('/discount-plans', () => {
  it('shows a guest the plan with "Login to buy"', async () => {
    open();
    const card = await screen.findByRole('article', { name: 'City Hopper' });
    expect(within(card).getByText('20% off')).toBeInTheDocument();
    expect(within(card).getByText('5 uses')).toBeInTheDocument();
    expect(within(card).getByText('20% off five trips')).toBeInTheDocument();
    // Logging in from there comes back to the plans (docs/product/accounts-and-roles.md#coming-back).
    expect(within(card).getByRole('link', { name: 'Login to buy' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fdiscount-plans',
    );
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets a customer buy: create-discount-link, then off to the checkout', async () => {
    startSession(customerToken());
    const { fetchMock, user } = open({
      'GET /api/discountPlans/is-bought': { body: { bought: false } },
      'POST /api/payments/create-discount-link': { body: { url: 'http://localhost/checkout/tcs_1' } },
    });
    const card = await screen.findByRole('article', { name: 'City Hopper' });
    const buy = await within(card).findByRole('button', { name: 'Buy 24.99 €' });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    await waitFor(() => expect(goToExternal).toHaveBeenCalledWith('http://localhost/checkout/tcs_1'));
    expect(sentBody(fetchMock, '/api/payments/create-discount-link')).toEqual({ userId: 7, discountPlanId: 3 });
  });

  it('shows "Already bought" to a customer who has the plan', async () => {
    startSession(customerToken());
    open({ 'GET /api/discountPlans/is-bought': { body: { bought: true } } });
    const card = await screen.findByRole('article', { name: 'City Hopper' });
    expect(await within(card).findByText('Already bought')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
  });

  it('lets an admin delete a plan only after confirming', async () => {
    startSession(adminToken());
    const { fetchMock, user } = open({ 'DELETE /api/discountPlans/3': { status: 204 } });
    const card = await screen.findByRole('article', { name: 'City Hopper' });
    expect(within(card).queryByRole('button', { name: /Buy/ })).not.toBeInTheDocument();
    const deleted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(discountPlanMessages.deleteConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deleted()).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted()).toHaveLength(1));
  });
});
