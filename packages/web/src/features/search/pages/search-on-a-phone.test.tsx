import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES, makeCar } from '../../../components/car/car-fixtures.test-utils';
import { PHONE_QUERY } from '../../../components/list/list-layout';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

/**
 * /search on a phone (docs/product/screens-and-navigation.md#search-on-a-phone). jsdom applies no stylesheet, so what
 * CSS hides below 768 px is still in the document here; these tests check the behaviour (folding, the drawer, the
 * focus), and e2e/specs/phone-search.spec.ts what a phone's screen shows.
 */
const TRIP = 'fromCity=1&toCity=2&fromDate=2999-05-01&toDate=2999-05-04&fromTime=10:00&toTime=12:30';
const CARS = [makeCar({ id: 1, fuelPrice: 123.2 }), makeCar({ id: 2, make: 'Skoda', model: 'Octavia', fuelPrice: 98 })];

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === PHONE_QUERY,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => vi.restoreAllMocks());

function openSearch(query = TRIP) {
  mockApi({
    'GET /api/cars/features': { body: FEATURES },
    'GET /api/cities/route': { body: { distance: 585.37, time: 7.32, imgUrl: '/api/maps/route-1-2.svg' } },
    'POST /api/cars/availableCars': { body: CARS },
  });
  return { user: userEvent.setup(), ...renderApp(`/search?${query}`) };
}

const params = (router: ReturnType<typeof openSearch>['router']) => new URLSearchParams(router.state.location.search);

describe('/search on a phone', () => {
  it('folds the form into the trip and "Edit", which unfolds it; Search folds it again with the new trip', async () => {
    const { user, router } = openSearch();
    expect(await screen.findByText('Berlin → Munich · 1 May 10:00 – 4 May 12:30')).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    expect(edit).toHaveAccessibleDescription('Berlin → Munich · 1 May 10:00 – 4 May 12:30');
    expect(document.getElementById(edit.getAttribute('aria-controls')!)).toHaveClass('mantine-visible-from-sm');

    await user.click(edit);
    const form = document.getElementById('search-form')!;
    expect(form).not.toHaveClass('mantine-visible-from-sm');
    expect(form).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    const toDate = screen.getByRole('textbox', { name: 'Drop-off date' });
    await user.clear(toDate);
    await user.type(toDate, '2999-05-06');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(params(router).get('toDate')).toBe('2999-05-06'));
    expect(await screen.findByText('Berlin → Munich · 1 May 10:00 – 6 May 12:30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(document.getElementById('search-form')).toHaveClass('mantine-visible-from-sm');
  });

  it('Cancel folds the form back with the search of the URL', async () => {
    const { user } = openSearch();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const toDate = screen.getByRole('textbox', { name: 'Drop-off date' });
    await user.clear(toDate);
    await user.type(toDate, '2999-05-06');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Drop-off date' })).toHaveValue('2999-05-04');
  });

  it('keeps the form open without a valid search', async () => {
    openSearch('fromCity=1&toCity=1&fromDate=2999-05-01&toDate=2999-05-04&fromTime=10:00&toTime=10:00');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(document.getElementById('search-form')).not.toHaveClass('mantine-visible-from-sm');
  });

  it('opens the filters in a drawer: a tick counts on the button and narrows the list, "Show 2 cars" closes it', async () => {
    const { user, router } = openSearch();
    await screen.findByRole('article', { name: 'Volkswagen Golf' });
    // No side panel on a phone: the checkboxes exist once, in the drawer.
    expect(screen.queryByRole('checkbox', { name: '5 seats' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(drawer).getByRole('checkbox', { name: '5 seats' }));
    await waitFor(() => expect(params(router).get('filters')).toBe('1'));
    expect(screen.getByRole('button', { name: 'Filters (1)', hidden: true })).toBeInTheDocument();
    await user.click(await within(drawer).findByRole('button', { name: 'Show 2 cars' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    // Mantine hands the focus back a moment after the drawer has closed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveFocus());
  });

  it('folds the route and delivery behind a button of their own', async () => {
    const { user } = openSearch();
    const toggle = await screen.findByRole('button', { name: 'Route and delivery' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('trip-details')).toHaveClass('mantine-visible-from-sm');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('trip-details')).not.toHaveClass('mantine-visible-from-sm');
  });
});
