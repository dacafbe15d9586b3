import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@wayfare/common';
import { getSession, startSession } from '../../../lib/session';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render';
import { customerToken } from '../../../test/tokens';
import { CustomerPayments } from './customer-payments';

const user = { id: 7, name: 'Cora Customer' };
const payments = [
  {
    id: 5,
    description: 'Refund for booking #9',
    createdOn: '2026-11-21T09:00:00',
    amount: -20,
    user,
    paid: true,
    stripeLink: null,
    kind: 'refund',
  },
  {
    id: 4,
    description: 'Found Damage on Bumper',
    createdOn: '2026-11-20T08:00:00',
    amount: 50,
    user,
    paid: false,
    stripeLink: '/checkout/cs_4',
    kind: 'damage_charge',
  },
  {
    id: 3,
    description: 'Booking #9',
    createdOn: '2026-11-19T10:15:00',
    amount: 120,
    user,
    paid: true,
    stripeLink: null,
    kind: 'booking',
  },
];

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

function renderPayments(receipt: (init: RequestInit | undefined) => Response) {
  startSession(customerToken());
  const fetchMock = mockApi({
    'GET /api/payments/count': { body: payments.length },
    'GET /api/payments/paged': { body: payments },
    'GET /api/payments/3/receipt': receipt,
    'GET /api/payments/5/receipt': receipt,
  });
  renderPage(<CustomerPayments />);
  return fetchMock;
}

describe('the Receipt button (profile Payments tab)', () => {
  it('shows for paid payments and refunds only, and saves the PDF fetched with the bearer token', async () => {
    const fetchMock = renderPayments(
      () =>
        new Response('%PDF-1.3 receipt', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="wayfare-receipt-3.pdf"',
          },
        }),
    );
    const button = await screen.findByRole('button', { name: 'Receipt of payment #3' });
    expect(button).toHaveTextContent('Receipt');
    expect(screen.getByRole('button', { name: 'Receipt of payment #5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receipt of payment #4' })).not.toBeInTheDocument();

    await userEvent.click(button);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:receipt', download: 'wayfare-receipt-3.pdf' }]));
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/payments/3/receipt');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${getSession()?.token}`);
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls[0] as unknown as [Blob];
    expect(await blob.text()).toBe('%PDF-1.3 receipt');
  });

  it('shows the server\'s refusal in the "Oops..." dialog and saves nothing', async () => {
    renderPayments(() => jsonResponse(409, { errors: [{ error: paymentMessages.receiptNotIssued }] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Receipt of payment #5' }));
    expect(await screen.findByText(`409 - ${paymentMessages.receiptNotIssued}`)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
