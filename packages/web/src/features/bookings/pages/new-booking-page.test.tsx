import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingMessages, searchMessages } from '@wayfare/common';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../components/car/car-fixtures.test-utils';
import { goToExternal } from '../../../components/external-navigation';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';
import { msToWallClock } from '../components/business-time';

vi.mock('../../../components/external-navigation', () => ({ goToExternal: vi.fn() }));

const trip = '?carId=3&fromCity=1&toCity=2&fromDate=2099-06-01&fromTime=10:00&toDate=2099-06-03&toTime=12:00';
/** The server's answer: trip lines 112.35, a 5.00 discount, so the total is 107.35 whatever the coverage. */
const cost = (coverage: number) => ({
  fuelCost: 58.41,
  tollFees: 28.94,
  serviceFees: 15,
  timeFees: 10,
  coverageFee: [0, 10, 20][coverage],
  userDiscount: 5,
  total: 107.35,
});

function openNewBooking(query = trip) {
  startSession(customerToken());
  const fetchMock = mockApi({
    'GET /api/cars/3': { body: makeCar({ id: 3 }) },
    'POST /api/bookings/calculate-cost': (init) => {
      const body = JSON.parse(String(init?.body)) as { coverage: number };
      return jsonResponse(200, cost(body.coverage));
    },
    'GET /api/reviews': { body: [] },
    'POST /api/bookings': { body: { bookingId: 42 } },
    'GET /api/payments/pay': { body: { url: '/checkout/cs_42' } },
  });
  renderApp(`/new-booking${query}`);
  return { fetchMock, user: userEvent.setup() };
}

const total = () => screen.getByTestId('booking-total');

describe('/new-booking', () => {
  beforeEach(() => vi.mocked(goToExternal).mockClear());

  it('shows the car, details, "No reviews yet" and the breakdown, updating the total with coverage', async () => {
    const { user, fetchMock } = openNewBooking();
    expect(await screen.findByRole('heading', { name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect(screen.getByText('Munich')).toBeInTheDocument();
    expect(screen.getByText('2099-06-01 10:00')).toBeInTheDocument();
    // The depots where the car is collected and returned, each with its map.
    expect(screen.getByText('Pick-up depot')).toBeInTheDocument();
    expect(screen.getByText('Alexanderplatz 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Map of Alexanderplatz 1' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Alexanderplatz%201',
    );
    expect(screen.getByText('Drop-off depot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Map of Marienplatz 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No coverage' })).toBeChecked();
    expect(screen.getByText('You are liable for all damages')).toBeInTheDocument();
    expect(screen.getByText('You are liable for half of the damages')).toBeInTheDocument();
    expect(screen.getByText('You are not liable for any damages')).toBeInTheDocument();

    const lines = within(screen.getByRole('list', { name: 'Cost lines' }));
    expect(lines.getByText('Fuel').nextSibling).toHaveTextContent('58.41 €');
    expect(lines.getByText('Discount').nextSibling).toHaveTextContent('− 5.00 €');
    expect(lines.queryByText('Car delivery')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('107.35 €');

    await user.click(screen.getByRole('radio', { name: 'Top' }));
    await vi.waitFor(() => expect(total()).toHaveTextContent('117.35 €'));
    expect(lines.getByText('Coverage').nextSibling).toHaveTextContent('10.00 €');
    expect(sentBody(fetchMock, '/bookings/calculate-cost', 1)).toMatchObject({
      coverage: 1,
      fromDateTime: '2099-06-01T10:00:00',
    });

    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await vi.waitFor(() => expect(total()).toHaveTextContent('127.35 €'));
  });

  it('adds the 10 € delivery and shows the address; PAY NOW sends the displayed total and goes to the link', async () => {
    const { user, fetchMock } = openNewBooking(`${trip}&delivery=${encodeURIComponent('Hauptstr. 5')}`);
    expect(await screen.findByText('Hauptstr. 5')).toBeInTheDocument();
    // A delivered car is collected at the address, not at the depot; it still goes back to the drop-off depot.
    expect(screen.getByRole('link', { name: 'Map of Hauptstr. 5' })).toBeInTheDocument();
    expect(screen.queryByText('Pick-up depot')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Map of Marienplatz 1' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Cost lines' })).getByText('Car delivery').nextSibling,
    ).toHaveTextContent('+ 10.00 €');
    expect(total()).toHaveTextContent('117.35 €');
    await user.click(screen.getByRole('radio', { name: 'Top' }));
    await vi.waitFor(() => expect(total()).toHaveTextContent('127.35 €'));

    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    await vi.waitFor(() => expect(goToExternal).toHaveBeenCalledWith('/checkout/cs_42'));
    expect(sentBody(fetchMock, '/api/bookings')).toEqual({
      carId: 3,
      fromCityId: 1,
      toCityId: 2,
      fromDate: '2099-06-01',
      startDateTime: '2099-06-01T10:00:00',
      endDateTime: '2099-06-03T12:00:00',
      totalPrice: 127.35,
      coverage: 1,
      userId: 7,
      deliveryAddress: 'Hauptstr. 5',
    });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/payments/pay?bookingId=42')).toBe(true);
  });

  // What the server refuses a customer for (the car just taken, too many bookings, ...): each reaches the person in
  // the same dialog, with its own status.
  it.each([
    [409, 'This car is no longer available for these dates'],
    [409, 'You already have 3 unpaid bookings or changes. Pay or cancel one first.'],
    [429, bookingMessages.tooManyBookings],
    [409, bookingMessages.birthDateMissing],
    [400, searchMessages.tripTooLong],
  ])('shows a %i "%s" in the "Oops..." dialog and stays', async (status, message) => {
    const { user } = openNewBooking();
    await screen.findByTestId('booking-total');
    // The same answers, except that the booking is refused.
    mockApi({
      'GET /api/cars/3': { body: makeCar({ id: 3 }) },
      'POST /api/bookings/calculate-cost': { body: cost(0) },
      'GET /api/reviews': { body: [] },
      'POST /api/bookings': () => jsonResponse(status, { errors: [{ error: message }] }),
    });
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect(await screen.findByText(`${status} - ${message}`)).toBeInTheDocument();
    expect(goToExternal).not.toHaveBeenCalled();
  });

  it('says in place when the car was taken for these dates since the search, and leads back to that search', async () => {
    startSession(customerToken());
    mockApi({
      'GET /api/cars/3': { body: makeCar({ id: 3 }) },
      'POST /api/bookings/calculate-cost': () =>
        jsonResponse(409, { errors: [{ error: bookingMessages.unavailable }] }),
      'GET /api/reviews': { body: [] },
    });
    renderApp(`/new-booking${trip}&delivery=Hauptstr.%205`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(bookingMessages.unavailable);
    expect(within(alert).getByRole('link', { name: 'See the cars still free for these dates' })).toHaveAttribute(
      'href',
      '/search?fromCity=1&toCity=2&fromDate=2099-06-01&fromTime=10%3A00&toDate=2099-06-03&toTime=12%3A00&delivery=Hauptstr.+5',
    );
    // Told once, on the page: no "Oops..." dialog on top of it.
    expect(screen.queryByText(`409 - ${bookingMessages.unavailable}`)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
  });

  it('still opens the "Oops..." dialog when the price fails for any other reason', async () => {
    startSession(customerToken());
    mockApi({
      'GET /api/cars/3': { body: makeCar({ id: 3 }) },
      'POST /api/bookings/calculate-cost': () => jsonResponse(500, { errors: [{ error: 'Internal Server Error' }] }),
      'GET /api/reviews': { body: [] },
    });
    renderApp(`/new-booking${trip}`);
    expect(await screen.findByText('500 - Internal Server Error')).toBeInTheDocument();
    expect(screen.getByText('The price of this trip could not be calculated.')).toBeInTheDocument();
  });

  it('says until when canceling is free: 24 hours before the pick-up, on the business clocks', async () => {
    openNewBooking();
    expect(await screen.findByText('Free cancellation until 2099-05-31 10:00')).toBeInTheDocument();
  });

  it('says a pick-up less than 24 hours away keeps one day of time fees when canceled', async () => {
    // Two hours from now in Berlin (the mocked business time zone), for two days.
    const start = msToWallClock(Date.now() + 2 * 3_600_000, 'Europe/Berlin');
    const end = msToWallClock(Date.now() + 50 * 3_600_000, 'Europe/Berlin');
    const query = new URLSearchParams({
      carId: '3',
      fromCity: '1',
      toCity: '2',
      fromDate: start.slice(0, 10),
      fromTime: start.slice(11, 16),
      toDate: end.slice(0, 10),
      toTime: end.slice(11, 16),
    });
    openNewBooking(`?${query}`);
    // The mocked trip's time fees are 10.00 €, less than a day's 45 €: the fee is all of them.
    expect(
      await screen.findByText('Pick-up is less than 24 hours away: canceling keeps 10.00 €, one day of time fees.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Free cancellation until/)).not.toBeInTheDocument();
  });

  it('names a trip longer than 30 days instead of asking for it', async () => {
    const { fetchMock } = openNewBooking(
      '?carId=3&fromCity=1&toCity=2&fromDate=2099-06-01&fromTime=10:00&toDate=2099-07-01&toTime=10:01',
    );
    expect(await screen.findByText(searchMessages.tripTooLong)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/bookings'))).toBe(false);
  });

  it('says so when the link is incomplete', async () => {
    openNewBooking('?carId=3');
    expect(await screen.findByText('This booking link is incomplete. Start again from a search.')).toBeInTheDocument();
  });
});
