import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURES, makeCar } from '../../../components/car/car-fixtures.test-utils';
import { startSession } from '../../../lib/session';
import { mockApi, type MockReply, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

const TRIP = 'fromCity=1&toCity=2&fromDate=2999-05-01&toDate=2999-05-04&fromTime=10:00&toTime=12:30';
const CARS = [makeCar({ id: 1, fuelPrice: 123.2 }), makeCar({ id: 2, make: 'Skoda', model: 'Octavia', fuelPrice: 98 })];

function openSearch(query = TRIP, replies: Record<string, MockReply> = {}) {
  const fetchMock = mockApi({
    'GET /api/cars/features': { body: FEATURES },
    'GET /api/cities/route': { body: { distance: 585.37, time: 7.32, imgUrl: '/api/maps/route-1-2.svg' } },
    'POST /api/cars/availableCars': { body: CARS },
    ...replies,
  });
  const view = renderApp(`/search?${query}`);
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/cars/availableCars'))
      .map((_, n) => sentBody(fetchMock, '/api/cars/availableCars', n));
  return { fetchMock, bodies, user: userEvent.setup(), ...view };
}

const card = (name: string) => screen.findByRole('article', { name });
const query = (router: ReturnType<typeof openSearch>['router']) => new URLSearchParams(router.state.location.search);

describe('/search', () => {
  it('asks for the trip with wall-clock date-times and shows the route card', async () => {
    const { bodies } = openSearch();
    expect(await screen.findByRole('heading', { level: 1, name: 'Available cars' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Route from Berlin to Munich' })).toHaveAttribute(
      'src',
      '/api/maps/route-1-2.svg',
    );
    expect(screen.getByText('585 km')).toBeInTheDocument();
    expect(screen.getByText('7.3 h')).toBeInTheDocument();
    // Where the car waits and where it goes back, each with a map.
    const route = screen.getByRole('region', { name: 'Route' });
    expect(within(route).getByText('Alexanderplatz 1')).toBeInTheDocument();
    expect(within(route).getByRole('link', { name: 'Map of Alexanderplatz 1' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Alexanderplatz%201',
    );
    expect(within(route).getByRole('link', { name: 'Map of Marienplatz 1' })).toHaveAttribute('target', '_blank');
    await card('Volkswagen Golf');
    expect(bodies()[0]).toEqual({
      fromCity: 1,
      toCity: 2,
      fromDateTime: '2999-05-01T10:00:00',
      toDateTime: '2999-05-04T12:30:00',
      selectedFeatures: null,
      // The page's default order, first page (search-sort-and-pages.test.tsx).
      sort: 'price',
      page: 0,
    });
    // The form above is filled from the URL.
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue('2999-05-01');
  });

  it('offers a guest "Login to book", which comes back to this car and trip, and the price rounded up', async () => {
    openSearch();
    const golf = await card('Volkswagen Golf');
    const booking =
      '/new-booking?carId=1&fromCity=1&toCity=2&fromDate=2999-05-01&fromTime=10%3A00&toDate=2999-05-04&toTime=12%3A30';
    expect(within(golf).getByRole('link', { name: 'Login to book' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent(booking)}`,
    );
    expect(within(golf).getByTestId('car-price')).toHaveTextContent(/^124\.00 €$/);
    expect(within(await card('Skoda Octavia')).getByTestId('car-price')).toHaveTextContent(/^98\.00 €$/);
    expect(within(golf).getByRole('list', { name: 'Features' })).toHaveTextContent(/5 seats.*4 doors.*Auto.*GPS/);
  });

  it('offers a customer "Start booking" with the whole trip in the link', async () => {
    startSession(customerToken());
    openSearch();
    const link = within(await card('Volkswagen Golf')).getByRole('link', { name: 'Start booking' });
    expect(link).toHaveAttribute(
      'href',
      '/new-booking?carId=1&fromCity=1&toCity=2&fromDate=2999-05-01&fromTime=10%3A00&toDate=2999-05-04&toTime=12%3A30',
    );
  });

  it('tells an admin "Admins cannot book cars"', async () => {
    startSession(adminToken());
    openSearch();
    const golf = await card('Volkswagen Golf');
    expect(within(golf).getByRole('button', { name: 'Admins cannot book cars' })).toBeDisabled();
    expect(within(golf).queryByRole('link', { name: 'Start booking' })).not.toBeInTheDocument();
  });

  it('says exactly "No available cars, try different search paramenters" when nothing is free', async () => {
    openSearch(TRIP, { 'POST /api/cars/availableCars': { body: [] } });
    expect(await screen.findByText('No available cars, try different search paramenters')).toBeInTheDocument();
  });

  it('keeps feature filters in the URL, asks again with them, and "Clear all filters" clears them', async () => {
    const { user, router, bodies } = openSearch();
    await card('Volkswagen Golf');
    const seats = screen.getByRole('group', { name: 'Seats' });
    await user.click(within(seats).getByRole('checkbox', { name: '5 seats' }));
    await waitFor(() => expect(query(router).get('filters')).toBe('1'));
    await user.click(
      within(screen.getByRole('group', { name: 'Transmission' })).getByRole('checkbox', { name: 'Auto' }),
    );
    await waitFor(() => expect(query(router).get('filters')).toBe('1,4'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ selectedFeatures: [1, 4] }));
    expect(query(router).get('fromDate')).toBe('2999-05-01');

    await user.click(within(seats).getByRole('checkbox', { name: '5 seats' }));
    await waitFor(() => expect(query(router).get('filters')).toBe('4'));

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(query(router).has('filters')).toBe(false));
    expect(screen.getByRole('checkbox', { name: 'Auto' })).not.toBeChecked();
    // Back to the unfiltered search, whose answer is still cached.
    expect(await card('Skoda Octavia')).toBeInTheDocument();
  });

  it('reads filters and delivery back from a shared link', async () => {
    startSession(customerToken());
    const { bodies } = openSearch(`${TRIP}&filters=4,1&delivery=Main%20St%201`);
    await card('Volkswagen Golf');
    expect(bodies()[0]).toMatchObject({ selectedFeatures: [1, 4] });
    expect(screen.getByRole('checkbox', { name: '5 seats' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Car delivery' })).toBeChecked();
    expect(screen.getByLabelText('Delivery address')).toHaveValue('Main St 1');
    expect(
      within(await card('Volkswagen Golf'))
        .getByRole('link', { name: 'Start booking' })
        .getAttribute('href'),
    ).toContain('delivery=Main+St+1');
  });

  it('adds the 10.00 € delivery fee to every price and passes the address to the booking', async () => {
    startSession(customerToken());
    const { user, router } = openSearch();
    const golf = await card('Volkswagen Golf');
    expect(screen.getByText('Cannot come to our parking?')).toBeInTheDocument();
    expect(screen.getByText(/A fee of 10\.00 € applies\./)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Car delivery' }));
    expect(within(golf).getByText('Trip price incl. 10.00 € delivery')).toBeInTheDocument();
    expect(within(golf).getByTestId('car-price')).toHaveTextContent(/^134\.00 €$/);
    expect(within(await card('Skoda Octavia')).getByTestId('car-price')).toHaveTextContent(/^108\.00 €$/);
    await waitFor(() => expect(query(router).get('delivery')).toBe(''));
    // Booking with delivery needs the address first.
    expect(within(golf).getByRole('button', { name: 'Start booking' })).toBeDisabled();

    await user.type(screen.getByLabelText('Delivery address'), 'Main St 1');
    expect(within(golf).getByRole('link', { name: 'Start booking' }).getAttribute('href')).toContain(
      'delivery=Main+St+1',
    );
    await waitFor(() => expect(query(router).get('delivery')).toBe('Main St 1'));

    await user.click(screen.getByRole('checkbox', { name: 'Car delivery' }));
    expect(within(golf).getByTestId('car-price')).toHaveTextContent(/^124\.00 €$/);
    await waitFor(() => expect(query(router).has('delivery')).toBe(false));
  });

  it('shows the form and a friendly message for an incomplete or invalid search, asking the API nothing', async () => {
    const { fetchMock } = openSearch(
      'fromCity=1&toCity=1&fromDate=2999-05-01&toDate=2999-05-04&fromTime=10:00&toTime=10:00',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick-up and drop-off cities must be different');
    expect(screen.getByRole('form', { name: 'Car search' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => /availableCars|route/.test(String(input)))).toBe(false);
  });

  it('asks for a search when the URL has none', async () => {
    openSearch('');
    expect(await screen.findByText('Nothing searched yet')).toBeInTheDocument();
  });
});
