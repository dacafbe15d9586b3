import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentMessages } from '@wayfare/common';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../components/external-navigation';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi, sentBody, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

vi.mock('../../../components/external-navigation', () => ({ goToExternal: vi.fn() }));

const session = {
  description: 'Booking #5: Berlin → Munich',
  amount: 84.5,
  status: 'open',
  cancelUrl: '/pay-handle?responseType=cancel',
};
const base = '/api/payments/test-checkout/cs_1';

async function openCheckout(payReply: MockReply) {
  startSession(customerToken());
  const fetchMock = mockApi({
    [`GET ${base}`]: { body: session },
    [`POST ${base}/pay`]: payReply,
    [`POST ${base}/cancel`]: { body: { redirectUrl: '/pay-handle?responseType=cancel&sessionId=cs_1' } },
  });
  renderApp('/checkout/cs_1');
  const user = userEvent.setup();
  expect(await screen.findByText('Test checkout — no real money moves')).toBeInTheDocument();
  expect(await screen.findByText(session.description)).toBeInTheDocument();
  expect(screen.getByLabelText('Amount')).toHaveTextContent('84.50 €');
  const fill = async (cardNumber: string) => {
    await user.type(screen.getByLabelText(/Card number/), cardNumber);
    await user.type(screen.getByLabelText(/Expiry \(MM\/YY\)/), '12/30');
    await user.type(screen.getByLabelText(/CVC/), '123');
    await user.type(screen.getByLabelText(/Name on card/), 'Cora Customer');
    await user.click(screen.getByRole('button', { name: 'Pay 84.50 €' }));
  };
  return { fetchMock, user, fill };
}

describe('/checkout/:sessionId (test checkout)', () => {
  beforeEach(() => vi.mocked(goToExternal).mockClear());

  it('pays with the test card and follows the redirect', async () => {
    const { fetchMock, fill } = await openCheckout({
      body: { redirectUrl: '/pay-handle?responseType=success&sessionId=cs_1' },
    });
    await fill('4242 4242 4242 4242');
    await vi.waitFor(() =>
      expect(goToExternal).toHaveBeenCalledWith('/pay-handle?responseType=success&sessionId=cs_1'),
    );
    expect(sentBody(fetchMock, '/pay')).toMatchObject({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'Cora Customer',
    });
  });

  it('shows a declined card inline and stays on the page', async () => {
    const { fill } = await openCheckout(() => jsonResponse(402, { errors: [{ error: paymentMessages.cardDeclined }] }));
    await fill('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent(paymentMessages.cardDeclined);
    expect(goToExternal).not.toHaveBeenCalled();
    expect(screen.queryByText('Oops...')).not.toBeInTheDocument();
  });

  it('checks the card fields before sending anything', async () => {
    const { fetchMock, user } = await openCheckout({ body: { redirectUrl: '/' } });
    await user.click(screen.getByRole('button', { name: 'Pay 84.50 €' }));
    expect(await screen.findByText(paymentMessages.cardNumberInvalid)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/pay'))).toBe(false);
  });

  it('Cancel follows the cancel redirect', async () => {
    const { user } = await openCheckout({ body: { redirectUrl: '/' } });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(goToExternal).toHaveBeenCalledWith('/pay-handle?responseType=cancel&sessionId=cs_1'));
  });
});
