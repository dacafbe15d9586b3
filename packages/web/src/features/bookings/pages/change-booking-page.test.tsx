import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMessages, tripMessages, type Booking, type ChangeQuote } from '@wayfare/common';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../../components/external-navigation';
import { startSession } from '../../../lib/session';
import { makeBooking } from '../../../test/bookings';
import { jsonResponse, mockApi, sentBody, type MockReply } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

vi.mock('../../../components/external-navigation', () => ({ goToExternal: vi.fn() }));

const BOOKING = makeBooking({
  id: 5,
  bookingStatus: 'Paid',
  startDateTime: '2099-06-01T10:00:00',
  endDateTime: '2099-06-03T12:00:00',
  totalPrice: 120,
});

const lines = { fuelCost: 40, tollFees: 20, serviceFees: 15, coverageFee: 0, userDiscount: 0 };
/** Now 120.00 € (time fees 45 + 40 + 20 + 15); a longer trip 210.00 € (time fees 135): 90.00 € to pay. */
const quote = (
  after: Partial<ChangeQuote['after']> = {},
  due: Pick<ChangeQuote, 'amountDue' | 'refund'> & Partial<ChangeQuote> = { amountDue: 90, refund: 0 },
): ChangeQuote => ({
  before: { cost: { ...lines, timeFees: 45, total: 120 }, totalPrice: 120 },
  after: { cost: { ...lines, timeFees: 135, total: 210 }, deliveryFee: 0, totalPrice: 210, ...after },
  lateFeeKept: 0,
  ...due,
});

function openChange(
  replies: Record<string, MockReply> = {},
  booking: Booking = BOOKING,
  url = '/change-booking?bookingId=5',
) {
  startSession(customerToken());
  const fetchMock = mockApi({
    'GET /api/bookings/by-user': { body: [booking] },
    'POST /api/bookings/5/change/quote': { body: quote() },
    'POST /api/bookings/5/change': { body: { bookingId: 5, amountDue: 90, refund: 0, url: '/checkout/cs_change' } },
    'GET /api/bookings/count': { body: 1 },
    'GET /api/bookings/paged': { body: [booking] },
    ...replies,
  });
  const view = renderApp(url);
  const calls = (part: string) => fetchMock.mock.calls.filter(([u]) => String(u).endsWith(part)).length;
  return { ...view, fetchMock, calls, user: userEvent.setup() };
}

/** The body of the last price asked for (typing a date passes through other dates on the way). */
function lastQuote(fetchMock: ReturnType<typeof mockApi>): unknown {
  const quotes = fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/change/quote'));
  return JSON.parse(String(quotes.at(-1)?.[1]?.body));
}

async function setDate(user: ReturnType<typeof userEvent.setup>, label: string, date: string) {
  const field = await screen.findByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, date);
  await user.tab();
}

describe('/change-booking', () => {
  beforeEach(() => vi.mocked(goToExternal).mockClear());

  it("fills the form with the booking's values and asks no price until something changes", async () => {
    const { calls } = openChange();
    expect(await screen.findByRole('heading', { level: 1, name: 'Change booking #5' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pick-up city' })).toHaveValue('Berlin');
    expect(screen.getByRole('combobox', { name: 'Drop-off city' })).toHaveValue('Munich');
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue('2099-06-01');
    expect(screen.getByLabelText('Pick-up time')).toHaveValue('10:00');
    expect(screen.getByRole('textbox', { name: 'Drop-off date' })).toHaveValue('2099-06-03');
    expect(screen.getByLabelText('Drop-off time')).toHaveValue('12:00');
    expect(screen.getByRole('radio', { name: 'No coverage' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Car delivery/ })).not.toBeChecked();
    expect(screen.getByTestId('total-before')).toHaveTextContent('120.00 €');
    expect(screen.getByRole('button', { name: 'Change booking' })).toBeDisabled();
    expect(calls('/change/quote')).toBe(0);
  });

  it('prices a longer trip beside the old one and pays the difference at the checkout', async () => {
    const { user, fetchMock } = openChange();
    await setDate(user, 'Drop-off date', '2099-06-05');
    const pay = await screen.findByRole('button', { name: 'Pay 90.00 € difference' });
    expect(lastQuote(fetchMock)).toEqual({
      fromCityId: 1,
      toCityId: 2,
      fromDate: '2099-06-01',
      startDateTime: '2099-06-01T10:00:00',
      endDateTime: '2099-06-05T12:00:00',
      coverage: 0,
    });
    const before = within(screen.getByRole('region', { name: 'Now' }));
    const after = within(screen.getByRole('region', { name: 'After the change' }));
    expect(before.getByText('Time fees').nextSibling).toHaveTextContent('45.00 €');
    expect(after.getByText('Time fees').nextSibling).toHaveTextContent('135.00 €');
    expect(screen.getByTestId('total-before')).toHaveTextContent('120.00 €');
    expect(screen.getByTestId('total-after')).toHaveTextContent('210.00 €');

    await user.click(pay);
    await vi.waitFor(() => expect(goToExternal).toHaveBeenCalledWith('/checkout/cs_change'));
    expect(sentBody(fetchMock, '/bookings/5/change')).toEqual({
      fromCityId: 1,
      toCityId: 2,
      fromDate: '2099-06-01',
      startDateTime: '2099-06-01T10:00:00',
      endDateTime: '2099-06-05T12:00:00',
      coverage: 0,
      totalPrice: 210,
    });
  });

  it('says what comes back for a cheaper trip, and returns to /my-bookings with a note', async () => {
    const { user, router } = openChange({
      'POST /api/bookings/5/change/quote': {
        body: quote({ cost: { ...lines, timeFees: 45, total: 100 }, totalPrice: 100 }, { amountDue: 0, refund: 20 }),
      },
      'POST /api/bookings/5/change': { body: { bookingId: 5, amountDue: 0, refund: 20, url: null } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Top' }));
    await user.click(await screen.findByRole('button', { name: 'Change and get 20.00 € back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'));
    expect(await screen.findByText('Booking #5 has been changed. 20.00 € goes back to your card.')).toBeInTheDocument();
    expect(goToExternal).not.toHaveBeenCalled();
  });

  it('says before sending that a change this close to pick-up keeps the late-cancellation fee', async () => {
    const { user } = openChange({
      'POST /api/bookings/5/change/quote': {
        body: quote(
          { cost: { ...lines, timeFees: 45, total: 100 }, totalPrice: 100 },
          {
            amountDue: 0,
            refund: 0,
            lateFeeKept: 45,
          },
        ),
      },
    });
    expect(screen.queryByText('Changing now keeps the late-cancellation fee of 45.00 €')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Top' }));
    expect(await screen.findByText('Changing now keeps the late-cancellation fee of 45.00 €')).toBeInTheDocument();
  });

  it('adds the delivery with its address; an even change just says "Change booking"', async () => {
    const { user, fetchMock } = openChange({
      'POST /api/bookings/5/change/quote': {
        body: quote(
          { cost: { ...lines, timeFees: 35, total: 110 }, deliveryFee: 10, totalPrice: 120 },
          {
            amountDue: 0,
            refund: 0,
          },
        ),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /Car delivery/ }));
    await user.type(screen.getByRole('textbox', { name: 'Delivery address' }), 'Hauptstr. 5');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change booking' })).toBeEnabled());
    expect(
      within(screen.getByRole('region', { name: 'After the change' })).getByText('Car delivery').nextSibling,
    ).toHaveTextContent('+ 10.00 €');
    expect(lastQuote(fetchMock)).toMatchObject({ deliveryAddress: 'Hauptstr. 5' });
  });

  it('keeps a delivery the booking read names, and warns when a delivered booking is read without its address', async () => {
    const first = openChange({}, { ...BOOKING, deliveryAddress: 'Hauptstr. 5' });
    expect(await screen.findByRole('checkbox', { name: /Car delivery/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Delivery address' })).toHaveValue('Hauptstr. 5');
    first.unmount();

    // 130 € now = 120 € of lines + 10 € delivery, but the read says nothing of the address.
    const { user } = openChange({
      'POST /api/bookings/5/change/quote': {
        body: { ...quote(), before: { cost: { ...lines, timeFees: 45, total: 120 }, totalPrice: 130 } },
      },
    });
    await setDate(user, 'Drop-off date', '2099-06-05');
    expect(
      await screen.findByText('This booking has car delivery: tick Car delivery and enter the address to keep it.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Now' })).getByText('Car delivery').nextSibling).toHaveTextContent(
      '+ 10.00 €',
    );
  });

  it("shows the server's refusal of a change (the car taken) and keeps the button disabled", async () => {
    const { user } = openChange({
      'POST /api/bookings/5/change/quote': () =>
        jsonResponse(409, { errors: [{ error: bookingMessages.unavailable }] }),
    });
    await setDate(user, 'Drop-off date', '2099-06-05');
    const form = within(screen.getByRole('form', { name: 'Change booking #5' }));
    // Told in place, as a sentence: no status code (docs/product/errors-and-messages.md).
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent(bookingMessages.unavailable);
    expect(alert).not.toHaveTextContent('409');
    expect(screen.getByRole('button', { name: 'Change booking' })).toBeDisabled();
  });

  it('shows a refusal at sending in the "Oops..." dialog and stays', async () => {
    const { user } = openChange({
      'POST /api/bookings/5/change': () => jsonResponse(409, { errors: [{ error: tripMessages.changePending }] }),
    });
    await setDate(user, 'Drop-off date', '2099-06-05');
    await user.click(await screen.findByRole('button', { name: 'Pay 90.00 € difference' }));
    expect(await screen.findByText(`409 - ${tripMessages.changePending}`)).toBeInTheDocument();
    expect(goToExternal).not.toHaveBeenCalled();
  });

  it("checks the form with ChangeBookingBody's own messages", async () => {
    const { user, calls } = openChange();
    await setDate(user, 'Pick-up date', '2099-06-04');
    expect(await screen.findByText('Drop-off must be after pick-up.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change booking' })).toBeDisabled();
    expect(calls('/change/quote')).toBe(0);
  });

  it.each([
    ['a booking that is not theirs', [], bookingMessages.notFound],
    [
      'an Active trip',
      [makeBooking({ id: 5, bookingStatus: 'Active', startDateTime: '2099-06-01T10:00:00' })],
      tripMessages.changeStatus,
    ],
    [
      'a trip whose pick-up has passed',
      [makeBooking({ id: 5, bookingStatus: 'Paid' })],
      tripMessages.changeTripStarted,
    ],
  ])('says why %s cannot be changed', async (_, bookings, message) => {
    openChange({ 'GET /api/bookings/by-user': { body: bookings } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change booking|difference/ })).not.toBeInTheDocument();
  });

  it('is for customers only', async () => {
    startSession(adminToken());
    mockApi();
    await expectSentHome('/change-booking?bookingId=5');
  });
});
