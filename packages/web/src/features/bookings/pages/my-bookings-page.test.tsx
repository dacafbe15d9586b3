import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reviewMessages, type Booking, type BookingStatus } from '@wayfare/common';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../components/external-navigation';
import { startSession } from '../../../lib/session';
import { makeBooking } from '../../../test/bookings';
import { mockApi, sentBody, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

vi.mock('../../../components/external-navigation', () => ({ goToExternal: vi.fn() }));

const booking = (id: number, bookingStatus: BookingStatus, coverage: Booking['coverage'] = 'No') =>
  makeBooking({ id, bookingStatus, coverage });

const DAMAGES = [
  { id: 1, name: 'Bumper', cost: 150, iconUrl: '/api/bookings/damages/1.svg' },
  { id: 2, name: 'Mirror', cost: 75, iconUrl: '/api/bookings/damages/2.svg' },
];

function openBookings(
  bookings: Booking[],
  token = customerToken(),
  replies: Record<string, MockReply> = {},
  path = '/my-bookings',
) {
  startSession(token);
  const fetchMock = mockApi({
    'GET /api/bookings/count': { body: bookings.length },
    'GET /api/bookings/paged': { body: bookings },
    'GET /api/bookings/cancel': { body: { bookingId: 1, wasPaid: false, refund: 0 } },
    'GET /api/bookings/damages': { body: DAMAGES },
    'GET /api/payments/pay': { body: { url: '/checkout/cs_9' } },
    'POST /api/reviews': { body: { id: 1 } },
    'POST /api/payments/create-request': { body: { id: 1 } },
    ...replies,
  });
  renderApp(path);
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path)).length;
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

describe('/my-bookings', () => {
  beforeEach(() => vi.mocked(goToExternal).mockClear());

  it('lists bookings newest first with the SPEC columns, and the actions each status allows the owner', async () => {
    openBookings([
      booking(1, 'Unpaid'),
      booking(2, 'Paid'),
      booking(3, 'Finished'),
      booking(4, 'Rated'),
      booking(5, 'Canceled'),
    ]);
    const table = await screen.findByRole('table', { name: 'All Bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Status',
      'Car registration',
      'From',
      'To',
      'Start',
      'End',
      'Distance',
      'Total price',
      'Coverage',
      'Actions',
    ]);
    const ids = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[0]!.textContent);
    expect(ids).toEqual(['5', '4', '3', '2', '1']);
    const buttons = async (id: number) => (await row(id)).queryAllByRole('button').map((b) => b.textContent);
    expect(await buttons(1)).toEqual(['Pay', 'Cancel']);
    expect(await buttons(2)).toEqual(['Cancel']);
    expect(await buttons(3)).toEqual(['Review', 'Report']);
    expect(await buttons(4)).toEqual(['Report']);
    expect(await buttons(5)).toEqual([]);
    expect(
      (await row(1))
        .getAllByRole('cell')
        .slice(1, 10)
        .map((td) => td.textContent),
    ).toEqual([
      'Unpaid',
      'B-WF 103',
      'Berlin',
      'Munich',
      '2026-11-01 10:00',
      '2026-11-03 12:00',
      '1,548 km',
      '1,326.28 €',
      'No',
    ]);
  });

  it('says "No bookings yet..." when there are none', async () => {
    openBookings([]);
    expect(await screen.findByText('No bookings yet...')).toBeInTheDocument();
  });

  it('cancels only after confirmation ("Keep booking" keeps it), says so, reloads; Pay goes to the payment link', async () => {
    const { user, calls } = openBookings([booking(1, 'Unpaid')]);
    await user.click((await row(1)).getByRole('button', { name: 'Cancel booking #1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('/bookings/cancel')).toBe(0);

    await user.click((await row(1)).getByRole('button', { name: 'Cancel booking #1' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(calls('/bookings/cancel?bookingId=1')).toBe(1));
    expect(await screen.findByText('Booking #1 canceled. Nothing was charged.')).toBeInTheDocument();
    await waitFor(() => expect(calls('/bookings/paged')).toBe(2));

    await user.click((await row(1)).getByRole('button', { name: 'Pay booking #1' }));
    await vi.waitFor(() => expect(goToExternal).toHaveBeenCalledWith('/checkout/cs_9'));
  });

  it('marks an empty review on its field and sends nothing; a written one is saved and the list reloads', async () => {
    const { user, calls, fetchMock } = openBookings([booking(3, 'Finished')]);
    await user.click((await row(3)).getByRole('button', { name: 'Review booking #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Volkswagen Golf' });
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    // The field's own error, not a second pop-up (docs/product/bookings-and-payments.md#reviews).
    const text = within(dialog).getByLabelText('Review');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(text).toHaveAccessibleDescription(reviewMessages.textRequired);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(calls('/api/reviews')).toBe(0);

    await user.type(within(dialog).getByLabelText('Review'), 'Smooth ride');
    // The stars start empty: a review without its three ratings is marked on them and not sent.
    expect(within(dialog).getByRole('radio', { name: 'Car speed: 5 of 5' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    expect(within(dialog).getAllByText(reviewMessages.createRating)).toHaveLength(3);
    expect(calls('/api/reviews')).toBe(0);
    // A star is picked by its label (the drawn star); its radio button is hidden.
    const star = (name: string) =>
      dialog.querySelector(`label[for="${within(dialog).getByRole('radio', { name }).id}"]`) as HTMLElement;
    await user.click(star('Value for money: 4 of 5'));
    await user.click(star('Car condition: 5 of 5'));
    await user.click(star('Car speed: 3 of 5'));
    expect(within(dialog).queryByText(reviewMessages.createRating)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(calls('/api/reviews')).toBe(1));
    expect(sentBody(fetchMock, '/api/reviews')).toEqual({
      valueForMoney: 4,
      carCondition: 5,
      carSpeed: 3,
      text: 'Smooth ride',
      bookingId: 3,
      userId: 7,
    });
    await waitFor(() => expect(calls('/bookings/paged')).toBe(2));
  });

  it('gives admins the user column and Report on Finished/Rated; Top coverage halves the sum, confirmed before sending', async () => {
    const { user, fetchMock } = openBookings(
      [booking(3, 'Finished', 'Top'), booking(4, 'Rated', 'Premium')],
      adminToken(),
    );
    const table = await screen.findByRole('table', { name: 'All Bookings' });
    expect(within(table).getByRole('columnheader', { name: 'User email' })).toBeInTheDocument();
    expect((await row(3)).queryByRole('button', { name: /Cancel|Review|Pay/ })).not.toBeInTheDocument();

    await user.click((await row(3)).getByRole('button', { name: 'Report damage on booking #3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report damage on booking #3' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bumper (150.00 €)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mirror (75.00 €)' }));
    expect(dialog).toHaveTextContent('Sum: 225.00 €');
    expect(dialog).toHaveTextContent('To charge: 113.00 €');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    const confirm = await screen.findByRole('dialog', { name: 'Report damage' });
    await user.click(within(confirm).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/payments/create-request')).toEqual({
        description: 'Found Damage on Bumper, Mirror',
        totalCost: 113,
        userId: 7,
        bookingId: 3,
        damageTypeIds: [1, 2],
      }),
    );
  });

  it('shows the Premium notice and creates no charge when coverage pays everything', async () => {
    const { user, calls } = openBookings([booking(4, 'Rated', 'Premium')], adminToken());
    await user.click((await row(4)).getByRole('button', { name: 'Report damage on booking #4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report damage on booking #4' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Bumper (150.00 €)' }));
    expect(dialog).toHaveTextContent('To charge: 0.00 €');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Booking is with Premium coverage and user won't be charged",
    );
    expect(screen.queryByRole('dialog', { name: 'Report damage' })).not.toBeInTheDocument();
    expect(calls('/payments/create-request')).toBe(0);
  });
});

describe('a customer reporting damage on their own trips', () => {
  const reportButton = (id: number) => ({ name: `Report damage on booking #${id}` });

  it('offers Report on their Finished and Rated trips only', async () => {
    openBookings(
      (['Unpaid', 'Paid', 'Active', 'Finished', 'Canceled', 'Rated'] as const).map((status, i) =>
        booking(i + 1, status),
      ),
    );
    await screen.findByRole('table', { name: 'All Bookings' });
    const offered = [];
    for (const id of [1, 2, 3, 4, 5, 6]) if ((await row(id)).queryByRole('button', reportButton(id))) offered.push(id);
    expect(offered).toEqual([4, 6]);
  });

  it('gets the same dialog: Top coverage halves the sum, confirmed before sending, with the damage type ids', async () => {
    const { user, fetchMock } = openBookings([booking(3, 'Finished', 'Top')]);
    await user.click((await row(3)).getByRole('button', reportButton(3)));
    const dialog = await screen.findByRole('dialog', { name: 'Report damage on booking #3' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Bumper/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Mirror/ }));
    expect(dialog).toHaveTextContent(/Sum: \D*225[.,]00/);
    expect(dialog).toHaveTextContent('Coverage: Top');
    expect(dialog).toHaveTextContent(/To charge: \D*113[.,]00/);
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    const confirm = await screen.findByRole('dialog', { name: 'Report damage' });
    expect(confirm).toHaveTextContent('Found Damage on Bumper, Mirror');
    expect(sentBody(fetchMock, '/payments/create-request')).toBeUndefined();
    await user.click(within(confirm).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/payments/create-request')).toEqual({
        description: 'Found Damage on Bumper, Mirror',
        totalCost: 113,
        userId: 7,
        bookingId: 3,
        damageTypeIds: [1, 2],
      }),
    );
    expect(await screen.findByText('Damage report sent')).toBeInTheDocument();
  });

  it('shows the Premium notice and sends nothing on a Premium trip', async () => {
    const { user, calls } = openBookings([booking(6, 'Rated', 'Premium')]);
    await user.click((await row(6)).getByRole('button', reportButton(6)));
    const dialog = await screen.findByRole('dialog', { name: 'Report damage on booking #6' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Mirror/ }));
    expect(dialog).toHaveTextContent(/To charge: \D*0[.,]00/);
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Booking is with Premium coverage and user won't be charged",
    );
    expect(screen.queryByRole('dialog', { name: 'Report damage' })).not.toBeInTheDocument();
    expect(calls('/payments/create-request')).toBe(0);
  });

  it("offers Report in the profile's Bookings tab too, on Finished and Rated trips only", async () => {
    const bookings = [booking(1, 'Paid'), booking(2, 'Finished'), booking(3, 'Rated'), booking(4, 'Canceled')];
    openBookings(
      bookings,
      customerToken(),
      {
        'GET /api/users/currentUserProfile': {
          body: {
            id: 7,
            name: 'Cora Customer',
            email: 'customer@example.com',
            birthDate: '1990-01-01',
            googleOAuthId: null,
            bookingsEmails: true,
            damageEmails: true,
            promoEmails: false,
            roles: ['CUSTOMER'],
          },
        },
        'GET /api/payments/count': { body: 0 },
        'GET /api/payments/paged': { body: [] },
        'GET /api/reviews/by-user': { body: [] },
      },
      '/my-profile',
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Bookings' }));
    const table = await screen.findByRole('table', { name: 'All Bookings' });
    const reports = within(table).queryAllByRole('button', { name: /^Report damage on booking #/ });
    expect(reports.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Report damage on booking #3',
      'Report damage on booking #2',
    ]);
    await user.click(reports[1]!);
    expect(await screen.findByRole('dialog', { name: 'Report damage on booking #2' })).toBeInTheDocument();
  });
});
