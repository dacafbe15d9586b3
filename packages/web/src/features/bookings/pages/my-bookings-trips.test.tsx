import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tripMessages, type Booking, type BookingChange, type BookingStatus } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { makeBooking } from '../../../test/bookings';
import { jsonResponse, mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

/** Trips far ahead (the seed's are in the past): Change is offered on them. */
const ahead = (id: number, bookingStatus: BookingStatus, overrides: Partial<Booking> = {}) =>
  makeBooking({
    id,
    bookingStatus,
    startDateTime: '2099-06-01T10:00:00',
    endDateTime: '2099-06-03T12:00:00',
    ...overrides,
  });

const PROFILE = {
  id: 7,
  name: 'Cora Customer',
  email: 'customer@example.com',
  birthDate: '1990-01-01',
  googleOAuthId: null,
  bookingsEmails: true,
  damageEmails: true,
  promoEmails: false,
  roles: ['CUSTOMER'],
};

function open(
  bookings: Booking[],
  replies: Record<string, MockReply> = {},
  token = customerToken(),
  path = '/my-bookings',
) {
  startSession(token);
  const fetchMock = mockApi({
    'GET /api/bookings/count': { body: bookings.length },
    'GET /api/bookings/paged': { body: bookings },
    'GET /api/bookings/cancel': { body: { bookingId: 2, wasPaid: true, refund: 1326.28 } },
    ...replies,
  });
  renderApp(path);
  const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part)).length;
  return { fetchMock, calls, user: userEvent.setup() };
}

const row = async (id: number) => {
  const table = await screen.findByRole('table', { name: 'All Bookings' });
  return within(
    within(table)
      .getByRole('cell', { name: String(id) })
      .closest('tr')!,
  );
};

describe('/my-bookings: canceling under the cancellation policy', () => {
  it('tells the owner of a Paid booking what comes back before they confirm, as the server works it out', async () => {
    const { user, calls } = open([ahead(2, 'Paid')], {
      'GET /api/bookings/2/cancellation': { body: { refund: 1326.28, fee: 0, freeUntil: '2099-05-31T10:00:00' } },
    });
    await user.click((await row(2)).getByRole('button', { name: 'Cancel booking #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    // Asked before the dialog opens: the amount is there at once, never "Working out…" beside an enabled button.
    expect(within(dialog).getByText('You get 1,326.28 € back')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Working out');
    expect(dialog).not.toHaveTextContent('time fees');
    expect(calls('/bookings/2/cancellation')).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(calls('/bookings/cancel?bookingId=2')).toBe(1));
    // Afterwards a notice says what the server gave back (docs/product/bookings-and-payments.md#cancel).
    expect(await screen.findByText('Booking #2 canceled. 1,326.28 € goes back to your card.')).toBeInTheDocument();
  });

  it('opens the confirmation only once the refund is known (a slow connection cannot confirm blind)', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { user } = open([ahead(2, 'Paid')], {
      'GET /api/bookings/2/cancellation': async () => {
        await answered;
        return jsonResponse(200, { refund: 99.5, fee: 0, freeUntil: '2099-05-31T10:00:00' });
      },
    });
    await user.click((await row(2)).getByRole('button', { name: 'Cancel booking #2' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel booking' })).not.toBeInTheDocument();
    answer();
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(within(dialog).getByText('You get 99.50 € back')).toBeInTheDocument();
  });

  it('names the late-cancellation fee inside the last 24 hours', async () => {
    const { user } = open([ahead(2, 'Paid')], {
      'GET /api/bookings/2/cancellation': { body: { refund: 1281.28, fee: 45, freeUntil: '2099-05-31T10:00:00' } },
    });
    await user.click((await row(2)).getByRole('button', { name: 'Cancel booking #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(await within(dialog).findByText('You get 1,281.28 € back')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Pick-up is less than 24 hours away: canceling keeps 45.00 €, one day of time fees.',
    );
  });

  it("shows the server's refusal (a started trip) in the dialog", async () => {
    const { user } = open([makeBooking({ id: 2, bookingStatus: 'Paid' })], {
      'GET /api/bookings/2/cancellation': () => jsonResponse(409, { errors: [{ error: tripMessages.tripStarted }] }),
    });
    await user.click((await row(2)).getByRole('button', { name: 'Cancel booking #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    // The sentence alone: no status code on a page (docs/product/errors-and-messages.md#in-place-messages).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${tripMessages.tripStarted}$`));
  });

  it('keeps the plain question for an Unpaid booking, which costs nothing to cancel, and asks the server nothing', async () => {
    const { user, calls } = open([ahead(1, 'Unpaid')]);
    await user.click((await row(1)).getByRole('button', { name: 'Cancel booking #1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    expect(dialog).not.toHaveTextContent('back');
    expect(calls('/cancellation')).toBe(0);
  });

  it("reloads the profile's payments after a cancel, so the refund line shows", async () => {
    const { user, calls } = open(
      [ahead(2, 'Paid')],
      {
        'GET /api/bookings/2/cancellation': { body: { refund: 100, fee: 0, freeUntil: '2099-05-31T10:00:00' } },
        'GET /api/users/currentUserProfile': { body: PROFILE },
        'GET /api/payments/count': { body: 0 },
        'GET /api/payments/paged': { body: [] },
        'GET /api/reviews/by-user': { body: [] },
      },
      customerToken(),
      '/my-profile',
    );
    await user.click(await screen.findByRole('tab', { name: 'Payments' }));
    await waitFor(() => expect(calls('/payments/paged')).toBe(1));
    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    await user.click((await row(2)).getByRole('button', { name: 'Cancel booking #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await within(dialog).findByText('You get 100.00 € back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(calls('/bookings/cancel?bookingId=2')).toBe(1));
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    // Fresh data is kept 30 s; only the cancel's invalidation makes the tab ask again.
    await waitFor(() => expect(calls('/payments/paged')).toBe(2));
  });
});

describe('/my-bookings: the Change action', () => {
  it("offers Change on the owner's Unpaid and Paid bookings before pick-up only, linking to /change-booking", async () => {
    open([
      ahead(1, 'Unpaid'),
      ahead(2, 'Paid'),
      ahead(3, 'Canceled'),
      makeBooking({ id: 4, bookingStatus: 'Paid' }),
      ahead(5, 'Paid', { user: { id: 8, email: 'other@example.com', name: 'Otto Other' } }),
    ]);
    const change = async (id: number) => (await row(id)).queryByRole('link', { name: `Change booking #${id}` });
    expect(await change(1)).toHaveAttribute('href', '/change-booking?bookingId=1');
    expect(await change(2)).toHaveAttribute('href', '/change-booking?bookingId=2');
    expect(await change(3)).toBeNull();
    // Booking 4's pick-up (2026-11-01) has passed.
    expect(await change(4)).toBeNull();
    expect(await change(5)).toBeNull();
  });
});

const CHANGE: BookingChange = {
  id: 11,
  createdOn: '2099-05-01T09:15:00',
  by: { id: 7, name: 'Cora Customer' },
  status: 'applied',
  amountDue: 90,
  before: {
    startDateTime: '2099-06-01T10:00:00',
    endDateTime: '2099-06-03T12:00:00',
    startCity: { id: 1, name: 'Berlin' },
    endCity: { id: 2, name: 'Munich' },
    coverage: 'No',
    deliveryAddress: null,
    totalPrice: 120,
  },
  after: {
    startDateTime: '2099-06-01T10:00:00',
    endDateTime: '2099-06-05T12:00:00',
    startCity: { id: 1, name: 'Berlin' },
    endCity: { id: 2, name: 'Munich' },
    coverage: 'Top',
    deliveryAddress: null,
    totalPrice: 210,
  },
};

describe('/my-bookings: the history of changes (admins)', () => {
  it('lists each change: when, by whom, status, amount, and the values before and after', async () => {
    const { user } = open([ahead(2, 'Paid')], { 'GET /api/bookings/2/changes': { body: [CHANGE] } }, adminToken());
    expect((await row(2)).queryByRole('link', { name: /^Change booking/ })).toBeNull();
    await user.click((await row(2)).getByRole('button', { name: 'Changes of booking #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes of booking #2' });
    expect(await within(dialog).findByText('2099-05-01 09:15 · Cora Customer')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('applied');
    expect(dialog).toHaveTextContent('Due 90.00 €');
    const table = within(within(dialog).getByRole('table', { name: 'Change #11' }));
    const values = (label: string) =>
      Array.from(
        table.getByRole('rowheader', { name: label }).closest('tr')!.querySelectorAll('td'),
        (td) => td.textContent,
      );
    expect(values('Drop-off')).toEqual(['2099-06-03 12:00', '2099-06-05 12:00']);
    expect(values('Coverage')).toEqual(['No', 'Top']);
    expect(values('Total')).toEqual(['120.00 €', '210.00 €']);
    expect(values('Cities')).toEqual(['Berlin → Munich', 'Berlin → Munich']);
  });

  it('says so when a booking has not been changed', async () => {
    const { user } = open([ahead(2, 'Paid')], { 'GET /api/bookings/2/changes': { body: [] } }, adminToken());
    await user.click((await row(2)).getByRole('button', { name: 'Changes of booking #2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes of booking #2' });
    expect(await within(dialog).findByText('This booking has not been changed.')).toBeInTheDocument();
  });
});
