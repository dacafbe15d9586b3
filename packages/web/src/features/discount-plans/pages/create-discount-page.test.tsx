import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { discountPlanMessages } from '@wayfare/common';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, startSession } from '../../../lib/session';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

afterEach(() => clearSession());

function open() {
  startSession(adminToken());
  const created = { id: 9, title: 'Saver', description: 'Cheaper', remainingUses: 3, discountValue: 15, price: 9.5 };
  const fetchMock = mockApi({
    'POST /api/discountPlans': { status: 201, body: created },
    'GET /api/discountPlans': { body: [created] },
  });
  const view = renderApp('/create-discount');
  return { fetchMock, user: userEvent.setup(), ...view };
}

describe('/create-discount', () => {
  it("shows each field's message and sends nothing while the form is wrong", async () => {
    const { fetchMock, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Create discount plan' }));
    for (const message of [
      discountPlanMessages.titleRequired,
      discountPlanMessages.descriptionRequired,
      discountPlanMessages.remainingUses,
      discountPlanMessages.discountValue,
      discountPlanMessages.price,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Remaining uses'), '201');
    await user.click(screen.getByLabelText('Description'));
    await user.paste('x'.repeat(256));
    expect(await screen.findByText(discountPlanMessages.descriptionMax)).toBeInTheDocument();
    expect(screen.getByText(discountPlanMessages.remainingUses)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates the plan and returns to /discount-plans', async () => {
    const { fetchMock, user, router } = open();
    await user.type(await screen.findByLabelText('Title'), 'Saver');
    await user.type(screen.getByLabelText('Description'), 'Cheaper');
    await user.type(screen.getByLabelText('Remaining uses'), '3');
    await user.type(screen.getByLabelText('Discount value (%)'), '15');
    await user.type(screen.getByLabelText('Price (€)'), '9.5');
    await user.click(screen.getByRole('button', { name: 'Create discount plan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discount-plans'));
    expect(sentBody(fetchMock, '/api/discountPlans')).toEqual({
      title: 'Saver',
      description: 'Cheaper',
      remainingUses: 3,
      discountValue: 15,
      price: 9.5,
    });
  });
});
