import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

/** The toasts in the specification's words. */
const payHandleTexts = {
  paid: 'Payment successful',
  cancelled: 'Payment cancelled',
  refunded: 'Your payment arrived after the booking had changed, so it is refunded in full.',
};

const query = '?paymentType=booking&sessionId=cs_1&entityId=5';

async function landsHomeWith(url: string, toast: string) {
  const { router } = renderApp(url);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByText(toast)).toBeInTheDocument();
  return router;
}

describe('/pay-handle', () => {
  // Toasts live in a store shared by every render; each test starts without old ones.
  afterEach(() => notifications.clean());

  it('confirms a success with the server and says "Payment successful"', async () => {
    startSession(customerToken());
    const fetchMock = mockApi({ 'GET /api/payments/success': { body: { paid: true } } });
    const router = await landsHomeWith(`/pay-handle${query}&responseType=success`, payHandleTexts.paid);
    const url = String(fetchMock.mock.calls.find(([u]) => String(u).includes('/payments/success'))?.[0]);
    expect(url).toBe('/api/payments/success?sessionId=cs_1&paymentType=booking&entityId=5');
    // The home page is told what was paid, for its confirmation card; the address stays /.
    expect(router.state.location.state).toEqual({ paid: { paymentType: 'booking', entityId: 5 } });
    expect(router.state.location.search).toBe('');
  });

  it('says "Payment cancelled" when the server finds the session unpaid', async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/payments/success': { body: { paid: false } } });
    const router = await landsHomeWith(`/pay-handle${query}&responseType=success`, payHandleTexts.cancelled);
    expect(router.state.location.state).toBeNull();
  });

  it('says the payment is refunded when it arrived after the booking changed', async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/payments/success': { body: { paid: false, refunded: true } } });
    await landsHomeWith(`/pay-handle${query}&responseType=success`, payHandleTexts.refunded);
  });

  it('says "Payment cancelled" after a cancel', async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/payments/cancel': { body: { paid: false } } });
    await landsHomeWith(`/pay-handle${query}&responseType=cancel`, payHandleTexts.cancelled);
  });

  it('treats a failed confirmation as cancelled, without an error dialog, and still goes to /', async () => {
    startSession(customerToken());
    mockApi({ 'GET /api/payments/success': () => jsonResponse(500, { errors: [{ error: 'boom' }] }) });
    await landsHomeWith(`/pay-handle${query}&responseType=success`, payHandleTexts.cancelled);
    expect(screen.queryByText('Oops...')).not.toBeInTheDocument();
  });
});
