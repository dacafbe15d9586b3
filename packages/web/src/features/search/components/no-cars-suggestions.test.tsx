import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchSuggestions } from '@wayfare/common';
import { FEATURES, makeCar } from '../../../components/car/car-fixtures.test-utils';
import { ERROR_DIALOG_TITLE } from '../../../lib/error-dialog';
import { mockApi, sentBody, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

// docs/product/search-and-availability.md#suggestions

const EMPTY_TEXT = 'No available cars, try different search paramenters';
const TRIP = 'fromCity=1&toCity=2&fromDate=2999-05-01&toDate=2999-05-04&fromTime=10:00&toTime=12:30';
const SUGGESTIONS: SearchSuggestions = {
  dates: [
    { fromDateTime: '2999-04-30T10:00:00', toDateTime: '2999-05-03T12:30:00', shiftDays: -1, count: 1 },
    { fromDateTime: '2999-05-03T10:00:00', toDateTime: '2999-05-06T12:30:00', shiftDays: 2, count: 4 },
  ],
  cities: [{ cityId: 3, name: 'Potsdam', distance: 27, count: 12 }],
};

/** /search with an empty answer for the trip of `TRIP` and cars for any other; `suggestions` as the API answers. */
function openEmptySearch(query: string, suggestions: MockReply = { body: SUGGESTIONS }) {
  const fetchMock = mockApi({
    'GET /api/cars/features': { body: FEATURES },
    'GET /api/cities/route': { body: { distance: 585.37, time: 7.32, imgUrl: '/api/maps/route-1-2.svg' } },
    'POST /api/cars/availableCars': (init) => {
      const body = JSON.parse(String(init?.body)) as { fromCity: number; fromDateTime: string };
      const isTheEmptyOne = body.fromCity === 1 && body.fromDateTime === '2999-05-01T10:00:00';
      return new Response(JSON.stringify(isTheEmptyOne ? [] : [makeCar({ id: 7, fuelPrice: 80 })]), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': isTheEmptyOne ? '0' : '1' },
      });
    },
    'POST /api/cars/availableCars/suggestions': suggestions,
  });
  return { fetchMock, user: userEvent.setup(), ...renderApp(`/search?${query}`) };
}

const suggestionLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Try instead' })).getAllByRole('link');

describe('NoCarsSuggestions, under an empty search', () => {
  it('keeps the exact empty text and offers other dates, then nearby cities, with their counts', async () => {
    const { fetchMock } = openEmptySearch(TRIP);
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect((await suggestionLinks()).map((link) => link.textContent)).toEqual([
      'Cars are free from 2999-04-30 10:00 (1 car)',
      'Cars are free from 2999-05-03 10:00 (4 cars)',
      'Nearby: Potsdam (12 cars)',
    ]);
    // Asked once, for the trip and filters of the search, without its order and page.
    expect(sentBody(fetchMock, '/api/cars/availableCars/suggestions')).toEqual({
      fromCity: 1,
      toCity: 2,
      fromDateTime: '2999-05-01T10:00:00',
      toDateTime: '2999-05-04T12:30:00',
      selectedFeatures: null,
    });
  });

  it('links each to /search with the new trip, keeping filters, delivery and order, at the first page', async () => {
    const { fetchMock } = openEmptySearch(`${TRIP}&filters=2&delivery=Main+St+1&sort=newest&page=3`);
    const [earlier, later, nearby] = await suggestionLinks();
    const query = (link: HTMLElement | undefined) =>
      Object.fromEntries(new URL(link?.getAttribute('href') ?? '', 'http://localhost').searchParams);
    const kept = { filters: '2', delivery: 'Main St 1', sort: 'newest' };
    expect(query(earlier)).toEqual({
      fromCity: '1',
      toCity: '2',
      fromDate: '2999-04-30',
      toDate: '2999-05-03',
      fromTime: '10:00',
      toTime: '12:30',
      ...kept,
    });
    expect(query(later)).toMatchObject({ fromDate: '2999-05-03', toDate: '2999-05-06', ...kept });
    expect(query(nearby)).toEqual({
      fromCity: '3',
      toCity: '2',
      fromDate: '2999-05-01',
      toDate: '2999-05-04',
      fromTime: '10:00',
      toTime: '12:30',
      ...kept,
    });
    expect(sentBody(fetchMock, '/api/cars/availableCars/suggestions')).toMatchObject({ selectedFeatures: [2] });
  });

  it('tapped, runs the suggested search and shows its cars', async () => {
    const { user, router } = openEmptySearch(TRIP);
    const [, later] = await suggestionLinks();
    await user.click(later!);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('fromDate')).toBe('2999-05-03'));
    expect(await screen.findByText('1 car available')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it('shows only the empty text when nothing is found', async () => {
    openEmptySearch(TRIP, { body: { dates: [], cities: [] } });
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation', { name: 'Try instead' })).not.toBeInTheDocument();
  });

  it('says nothing more when the suggestions are refused (too many requests)', async () => {
    const { fetchMock } = openEmptySearch(TRIP, {
      status: 429,
      body: { errors: [{ error: 'Too many requests, slow down' }] },
    });
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/availableCars/suggestions'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation', { name: 'Try instead' })).not.toBeInTheDocument();
    expect(screen.queryByText(ERROR_DIALOG_TITLE)).not.toBeInTheDocument();
    // One try: a refused call is not repeated in a loop.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/availableCars/suggestions'))).toHaveLength(
      1,
    );
  });
});
