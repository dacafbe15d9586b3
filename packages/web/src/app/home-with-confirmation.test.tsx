import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { receiptTexts } from '@wayfare/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../lib/save-file';
import { startSession } from '../lib/session';
import { makeBooking } from '../test/bookings';
import { mockApi, type MockReply } from '../test/mock-api';
import { renderApp } from '../test/render';
import { customerToken } from '../test/tokens';

vi.mock('../lib/save-file', () => ({ saveFile: vi.fn() }));

const PAID_BOOKING = makeBooking({
  id: 5,
  bookingStatus: 'Paid',
  startCity: { id: 1, name: 'Berlin', depoAddress: 'Europaplatz 1, 10557 Berlin' },
  endCity: { id: 2, name: 'Munich', depoAddress: 'Bayerstraße 10a, 80335 München' },
});

/** Comes back from the checkout at /pay-handle, paid, and waits for the home page. */
async function returnPaid(paymentType: string, entityId: number, replies: Record<string, MockReply> = {}) {
  startSession(customerToken());
  mockApi({ 'GET /api/payments/success': { body: { paid: true } }, ...replies });
  const view = renderApp(
    `/pay-handle?paymentType=${paymentType}&responseType=success&sessionId=cs_1&entityId=${entityId}`,
  );
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Easy, Fast, Yours' })).toBeInTheDocument();
  return { ...view, user: userEvent.setup() };
}

describe('/ after a payment', () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());
  afterEach(() => notifications.clean());

  it('confirms the booking just paid: number, car, depots with maps, free cancellation, link and calendar file', async () => {
    const { user } = await returnPaid('booking', 5, {
      'GET /api/bookings/by-user': { body: [makeBooking({ id: 9 }), PAID_BOOKING] },
      'GET /api/bookings/5/cancellation': { body: { refund: 1326.28, fee: 0, freeUntil: '2026-10-31T10:00:00' } },
    });
    const card = within(await screen.findByRole('region', { name: 'Booking #5 is confirmed' }));
    expect(card.getByText('Volkswagen Golf (B-WF 103)')).toBeInTheDocument();
    expect(card.getByText('Berlin')).toBeInTheDocument();
    expect(card.getByText(/2026-11-01 10:00/)).toBeInTheDocument();
    expect(card.getByText(/2026-11-03 12:00/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Map of Europaplatz 1, 10557 Berlin' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Europaplatz%201%2C%2010557%20Berlin',
    );
    expect(card.getByRole('link', { name: 'Map of Bayerstraße 10a, 80335 München' })).toBeInTheDocument();
    expect(await card.findByText('Free cancellation until 2026-10-31 10:00')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'View in My bookings' })).toHaveAttribute('href', '/my-bookings');

    await user.click(card.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe('wayfare-booking-5.ics');
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    // 10:00 on the Berlin clock in November is 09:00 UTC.
    expect(await blob.text()).toContain('DTSTART:20261101T090000Z');
  });

  it('confirms a plan just bought', async () => {
    await returnPaid('discount_plan', 4, {
      'GET /api/discountPlans': {
        body: [
          { id: 4, title: 'Gold', description: 'For frequent drivers', discountValue: 15, price: 49, remainingUses: 5 },
        ],
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Your Gold plan is active' }));
    expect(card.getByText('15% off the trip price of your next 5 bookings.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See discount plans' })).toHaveAttribute('href', '/discount-plans');
  });

  it('confirms a damage charge just paid, with its receipt', async () => {
    await returnPaid('damage_charge', 31, {
      'GET /api/payments': {
        body: [
          {
            id: 31,
            description: 'Found Damage on Bumper',
            createdOn: '2026-11-20T10:00:00',
            amount: 75,
            user: { id: 7, name: 'Cora Customer' },
            paid: true,
            stripeLink: null,
            kind: 'damage_charge',
          },
        ],
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Damage charge paid' }));
    expect(card.getByText(/Found Damage on Bumper/)).toHaveTextContent('Found Damage on Bumper: 75.00 €');
    expect(card.getByRole('button', { name: receiptTexts.buttonLabel(31) })).toBeInTheDocument();
  });

  it('closes, and shows no card after a payment that did not go through', async () => {
    const { user, router } = await returnPaid('booking', 5, {
      'GET /api/bookings/by-user': { body: [PAID_BOOKING] },
      'GET /api/bookings/5/cancellation': { body: { refund: 1326.28, fee: 0, freeUntil: '2026-10-31T10:00:00' } },
    });
    await screen.findByRole('region', { name: 'Booking #5 is confirmed' });
    await user.click(screen.getByRole('button', { name: 'Close the confirmation' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /is confirmed/ })).not.toBeInTheDocument());
    expect(router.state.location.state).toBeNull();

    mockApi({ 'GET /api/payments/cancel': { body: { paid: false } } });
    const cancelled = renderApp('/pay-handle?paymentType=booking&responseType=cancel&sessionId=cs_2&entityId=5');
    await waitFor(() => expect(cancelled.router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Thank you for your payment')).not.toBeInTheDocument();
  });
});
