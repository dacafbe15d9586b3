import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURES, makeCar } from '../../../components/car/car-fixtures.test-utils';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';

const TRIP = 'fromCity=1&toCity=2&fromDate=2999-05-01&toDate=2999-05-04&fromTime=10:00&toTime=12:30';
const CARS = [
  makeCar({ id: 1, fuelPrice: 1233.2 }),
  makeCar({ id: 2, make: 'Skoda', model: 'Octavia', fuelPrice: 98 }),
];

function openSearch(locale: 'de' | 'fr', query = TRIP, replies: Record<string, MockReply> = {}) {
  mockApi({
    'GET /api/cars/features': { body: FEATURES },
    'GET /api/cities/route': { body: { distance: 1585.37, time: 7.32, imgUrl: '/api/maps/route-1-2.svg' } },
    'POST /api/cars/availableCars': { body: CARS },
    ...replies,
  });
  return { user: userEvent.setup(), ...renderApp(`/search?${query}`, undefined, { locale }) };
}

const card = (name: string) => screen.findByRole('article', { name });
/**
 * A page's first render in German or French imports that language's texts, the page's code and dayjs's month names:
 * on a loaded machine the first one of a run takes far longer than the usual wait.
 */
const FIRST_PAGE = { timeout: 30_000 };
const SLOW = { timeout: 90_000 };

// The search page speaks the page's language (docs/decisions/019-three-languages.md): texts, plurals, money, dates.
describe('/search in German', SLOW, () => {
  it('labels the form and the results in German, with German plurals and prices', async () => {
    openSearch('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verfügbare Autos' }, FIRST_PAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 Autos verfügbar' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Fahrzeugsuche' });
    for (const label of ['Abholort', 'Abholdatum', 'Abholzeit', 'Rückgabeort', 'Rückgabedatum', 'Rückgabezeit'])
      expect(within(form).getByLabelText(label, { exact: true })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Suchen' })).toBeInTheDocument();

    const golf = await card('Volkswagen Golf');
    // The matchers read a no-break space as a space: the characters themselves are checked.
    expect(within(golf).getByTestId('car-price').textContent).toBe('1.234,00\u00a0€');
    expect(within(golf).getByText('Mietpreis')).toBeInTheDocument();
    expect(within(golf).getByRole('link', { name: 'Zum Buchen anmelden' })).toBeInTheDocument();
    expect(within(golf).getByRole('list', { name: 'Ausstattung' })).toHaveTextContent(
      /5 Sitzplätze.*4 Türen.*Automatisch.*GPS.*5,5 l\/100 km/,
    );
    expect(screen.getByRole('combobox', { name: 'Sortieren nach' })).toHaveDisplayValue('Preis (aufsteigend)');

    const route = screen.getByRole('region', { name: 'Route' });
    expect(within(route).getByRole('img', { name: 'Route von Berlin nach Munich' })).toBeInTheDocument();
    expect(within(route).getByText('1.585 km')).toBeInTheDocument();
    expect(within(route).getByText('7,3 Std.')).toBeInTheDocument();
    expect(screen.getByTestId('search-summary')).toHaveTextContent(
      'Von Berlin am 01.05.2999 um 10:00 nach Munich am 04.05.2999 um 12:30',
    );
  });

  it('adds the delivery fee in German money, and says one car in the singular', async () => {
    const { user } = openSearch('de', TRIP, { 'POST /api/cars/availableCars': { body: [CARS[1]] } });
    expect(await screen.findByRole('heading', { level: 2, name: '1 Auto verfügbar' }, FIRST_PAGE)).toBeInTheDocument();
    expect(screen.getByText(/Gebühr von 10,00 €\./)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Fahrzeugzustellung' }));
    const skoda = await card('Skoda Octavia');
    expect(within(skoda).getByText('Mietpreis inkl. 10,00 € Zustellung')).toBeInTheDocument();
    expect(within(skoda).getByTestId('car-price').textContent).toBe('108,00\u00a0€');
  });

  it('opens the date picker with German month and day names', async () => {
    const { user } = openSearch('de');
    await user.click(await screen.findByRole('textbox', { name: 'Abholdatum' }, FIRST_PAGE));
    expect(await screen.findByText('Mai 2999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Mai 2999' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((day) => day.textContent)).toEqual(
      expect.arrayContaining(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']),
    );
  });

  it('says in German what is wrong with a search', async () => {
    openSearch('de', 'fromCity=1&toCity=1&fromDate=2999-05-01&toDate=2999-05-04&fromTime=10:00&toTime=10:00');
    expect(await screen.findByRole('alert', {}, FIRST_PAGE)).toHaveTextContent(
      'Abhol- und Rückgabestadt müssen sich unterscheiden Ändern Sie die Suche oben',
    );
  });
});

describe('/search in French', SLOW, () => {
  it('labels the form and the results in French, with French plurals and prices', async () => {
    openSearch('fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Voitures disponibles' }, FIRST_PAGE),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '2 voitures disponibles' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ville de prise en charge', { exact: true })).toBeInTheDocument();
    const golf = await card('Volkswagen Golf');
    expect(within(golf).getByTestId('car-price').textContent).toBe('1\u202f234,00\u00a0€');
    expect(within(golf).getByRole('link', { name: 'Connectez-vous pour réserver' })).toBeInTheDocument();
    expect(within(golf).getByRole('list', { name: 'Équipements' })).toHaveTextContent(
      /5 places.*4 portes.*Automatique.*GPS/,
    );
    expect(screen.getByText('7,3 h')).toBeInTheDocument();
  });

  it('opens the date picker with French month names', async () => {
    const { user } = openSearch('fr');
    await user.click(await screen.findByRole('textbox', { name: 'Date de prise en charge' }, FIRST_PAGE));
    expect(await screen.findByText('mai 2999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 mai 2999' })).toBeInTheDocument();
  });

  it('suggests other dates and nearby cities in French when nothing is free', async () => {
    openSearch('fr', TRIP, {
      'POST /api/cars/availableCars': { body: [] },
      'POST /api/cars/availableCars/suggestions': {
        body: {
          dates: [{ fromDateTime: '2999-05-02T10:00:00', toDateTime: '2999-05-05T12:30:00', shiftDays: 1, count: 1 }],
          cities: [{ cityId: 3, name: 'Potsdam', distance: 30, count: 4 }],
        },
      },
    });
    expect(
      await screen.findByText('Aucune voiture disponible, essayez d’autres critères de recherche', {}, FIRST_PAGE),
    ).toBeInTheDocument();
    const suggestions = await screen.findByRole('navigation', { name: 'Essayez plutôt' });
    expect(
      within(suggestions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Voitures libres à partir du 02/05/2999 10:00 (1 voiture)', 'À proximité\u00a0: Potsdam (4 voitures)']);
  });
});
