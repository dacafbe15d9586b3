import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AvailableCarsBody, type Car, SEARCH_PAGE_SIZE, searchTexts } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { FEATURES, makeCar } from '../../../components/car/car-fixtures.test-utils';
import { message } from '../../../lib/i18n/catalogue';
import { mockApi, sentBody } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

// docs/product/search-and-availability.md#sorting-and-pages
const TRIP = 'fromCity=1&toCity=2&fromDate=2999-05-01&toDate=2999-05-04&fromTime=10:00&toTime=12:30';

/** `count` cars; car n uses 4 + n/10 litres, so by consumption car 1 comes first and by newest the last one. */
const fleet = (count: number): Car[] =>
  Array.from({ length: count }, (_, n) =>
    makeCar({ id: n + 1, model: `Golf ${n + 1}`, fuelConsumption: 4 + (n + 1) / 10, fuelPrice: 100 + n }),
  );

/** The search API as the server answers it: sorted, cut to the page, the total in X-Total-Count. */
function searchApi(cars: Car[]) {
  return (init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body)) as AvailableCarsBody;
    const sorted = body.sort === 'newest' ? [...cars].reverse() : cars;
    const page =
      body.page === undefined ? sorted : sorted.slice(body.page * SEARCH_PAGE_SIZE, (body.page + 1) * SEARCH_PAGE_SIZE);
    return new Response(JSON.stringify(page), {
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(cars.length) },
    });
  };
}

function openSearch(query: string, cars: Car[]) {
  const fetchMock = mockApi({
    'GET /api/cars/features': { body: FEATURES },
    'GET /api/cities/route': { body: { distance: 585.37, time: 7.32, imgUrl: '/api/maps/route-1-2.svg' } },
    'POST /api/cars/availableCars': searchApi(cars),
  });
  const view = renderApp(`/search?${query}`);
  const bodies = () =>
    fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/cars/availableCars'))
      .map((_, n) => sentBody(fetchMock, '/api/cars/availableCars', n) as AvailableCarsBody);
  const url = () => new URLSearchParams(view.router.state.location.search);
  return { bodies, url, user: userEvent.setup(), ...view };
}

const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Cars' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const pages = () => screen.getByRole('navigation', { name: 'Pages' });

describe('/search: count, order and pages', () => {
  it('says how many cars can take the trip, from X-Total-Count, in the singular for one', async () => {
    openSearch(TRIP, fleet(2));
    expect(await screen.findByRole('heading', { level: 2, name: '2 cars available' })).toBeInTheDocument();
    // Ten or fewer: one page, no page buttons.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says "1 car available" for one', async () => {
    openSearch(TRIP, fleet(1));
    expect(await screen.findByRole('heading', { level: 2, name: '1 car available' })).toBeInTheDocument();
    expect(message('en', searchTexts, 'results.carsAvailable', { count: 0 })).toBe('0 cars available');
  });

  it('counts every page: the heading shows X-Total-Count, not the ten cars of the page', async () => {
    openSearch(TRIP, fleet(10 + 4));
    expect(await screen.findByRole('heading', { level: 2, name: '14 cars available' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(10);
  });

  it('sorts by price by default and keeps another order in the URL and the request', async () => {
    const { user, bodies, url } = openSearch(TRIP, fleet(3));
    await screen.findByRole('heading', { name: '3 cars available' });
    expect(sortSelect()).toHaveValue('price');
    expect(bodies()[0]).toMatchObject({ sort: 'price', page: 0 });
    expect(url().has('sort')).toBe(false);

    await user.selectOptions(sortSelect(), 'Newest car first');
    await waitFor(() => expect(url().get('sort')).toBe('newest'));
    await waitFor(() => expect(cardNames()).toEqual(['Volkswagen Golf 3', 'Volkswagen Golf 2', 'Volkswagen Golf 1']));
    expect(bodies().at(-1)).toMatchObject({ sort: 'newest', page: 0 });
    expect(sortSelect()).toHaveValue('newest');

    await user.selectOptions(sortSelect(), 'Fuel consumption (low to high)');
    await waitFor(() => expect(url().get('sort')).toBe('consumption'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ sort: 'consumption' }));

    // The default leaves the URL as a plain search.
    await user.selectOptions(sortSelect(), 'Price (low to high)');
    await waitFor(() => expect(url().has('sort')).toBe(false));
    expect(url().get('fromDate')).toBe('2999-05-01');
  });

  it('pages after ten cars with Previous, Next and "Page x / y", the page in the URL', async () => {
    const { user, bodies, url, router } = openSearch(TRIP, fleet(23));
    await screen.findByRole('heading', { name: '23 cars available' });
    expect(cardNames()).toHaveLength(10);
    expect(within(pages()).getByText('Page 1 / 3')).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(url().get('page')).toBe('1'));
    expect(await within(pages()).findByText('Page 2 / 3')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()[0]).toBe('Volkswagen Golf 11'));
    expect(bodies().at(-1)).toMatchObject({ sort: 'price', page: 1 });
    // Reading starts again at the top of the results.
    expect(screen.getByRole('heading', { name: '23 cars available' })).toHaveFocus();

    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(await within(pages()).findByText('Page 3 / 3')).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(within(pages()).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pages()).getByRole('button', { name: 'Previous' })).toBeEnabled();

    // Each page is a step Back undoes, like the other paged lists.
    await router.navigate(-1);
    expect(await within(pages()).findByText('Page 2 / 3')).toBeInTheDocument();
  });

  it('opens the order and page of a shared link, and a new order or filter starts again at page 1', async () => {
    const { user, bodies, url } = openSearch(`${TRIP}&sort=newest&page=1`, fleet(23));
    expect(
      await within(await screen.findByRole('navigation', { name: 'Pages' })).findByText('Page 2 / 3'),
    ).toBeInTheDocument();
    expect(bodies()[0]).toMatchObject({ sort: 'newest', page: 1 });
    expect(sortSelect()).toHaveValue('newest');
    expect(cardNames()[0]).toBe('Volkswagen Golf 13');

    await user.selectOptions(sortSelect(), 'Fuel consumption (low to high)');
    await waitFor(() => expect(url().has('page')).toBe(false));
    expect(url().get('sort')).toBe('consumption');
    expect(await within(pages()).findByText('Page 1 / 3')).toBeInTheDocument();
    // One request for the new order, straight at its first page.
    expect(bodies().slice(1)).toEqual([expect.objectContaining({ sort: 'consumption', page: 0 })]);

    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(url().get('page')).toBe('1'));
    await user.click(within(screen.getByRole('group', { name: 'Seats' })).getByRole('checkbox', { name: '5 seats' }));
    await waitFor(() => expect(url().get('filters')).toBe('1'));
    expect(url().has('page')).toBe(false);
    await waitFor(() => expect(bodies().at(-1)).toEqual(expect.objectContaining({ selectedFeatures: [1], page: 0 })));
    expect(bodies().some((body) => body.selectedFeatures !== null && body.page !== 0)).toBe(false);
  });

  it('turns a page past the end into the last page, and an unknown order into price', async () => {
    const { url, bodies } = openSearch(`${TRIP}&sort=cheapest&page=7`, fleet(12));
    await waitFor(() => expect(url().get('page')).toBe('1'));
    expect(await within(pages()).findByText('Page 2 / 2')).toBeInTheDocument();
    expect(bodies().at(-1)).toMatchObject({ sort: 'price', page: 1 });
    expect(sortSelect()).toHaveValue('price');
  });

  it('keeps the order and drops the page when a new trip is searched from the form', async () => {
    const { user, url } = openSearch(`${TRIP}&sort=consumption&page=1`, fleet(23));
    await screen.findByRole('heading', { name: '23 cars available' });
    fireEvent.change(screen.getByLabelText('Drop-off time'), { target: { value: '14:00' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(url().get('toTime')).toBe('14:00'));
    expect(url().get('sort')).toBe('consumption');
    expect(url().has('page')).toBe(false);
  });
});
