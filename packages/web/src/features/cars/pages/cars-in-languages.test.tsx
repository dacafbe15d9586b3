import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURES, makeCar } from '../../../components/car/car-fixtures.test-utils';
import { makeBooking } from '../../../test/bookings';
import { clearSession, startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

/** A page's first German or French draw waits for its texts: on a busy machine that takes more than a second. */
const FIRST_PAGE = { timeout: 30_000 };
const SLOW = { timeout: 90_000 };

afterEach(() => clearSession());

// The fleet pages speak the page's language (docs/decisions/019-three-languages.md); makes, models and cities are data.
describe('/manage-car in German', SLOW, () => {
  it('names its fields in German and says what is missing in German', async () => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:preview') });
    mockApi({ 'GET /api/cars/features': { body: FEATURES } });
    startSession(adminToken());
    renderApp('/manage-car', undefined, { locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto anlegen' }, FIRST_PAGE)).toBeInTheDocument();
    for (const label of ['Stadt', 'Marke', 'Modell', 'Kennzeichen', 'Kraftstoffverbrauch', 'Sitzplätze', 'Türen'])
      expect(screen.getByLabelText(label, { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Automatisch' })).toHaveValue('1');
    expect(screen.getByRole('option', { name: 'Manuell' })).toHaveValue('2');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie die Marke ein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Sitzplätze', { exact: true })).toHaveAccessibleDescription(
      'Die Sitzplatzanzahl muss eine positive ganze Zahl von höchstens 10 sein.',
    );
    expect(screen.getByText('Fügen Sie mindestens ein Foto hinzu.')).toBeInTheDocument();
  });
});

describe('/all-cars in German', SLOW, () => {
  it('heads the fleet in German, with German numbers', async () => {
    mockApi({
      'GET /api/cars/count': { body: 1 },
      'GET /api/cars/paged': { body: [makeCar({ id: 3 })] },
    });
    startSession(adminToken());
    renderApp('/all-cars', undefined, { locale: 'de' });
    const table = await screen.findByRole('table', { name: 'Alle Autos' }, FIRST_PAGE);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Foto',
      'Marke',
      'Modell',
      'Kennzeichen',
      'Kraftstoffverbrauch',
      'Aktuelle Stadt',
      'Exklusiv',
      'Aktionen',
    ]);
    expect(within(table).getByText('5,5 l/100 km')).toBeInTheDocument();
    expect(within(table).getByText('Nein')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Volkswagen Golf (B-WF 103) löschen' })).toBeInTheDocument();
  });
});

describe('/car-info in French', SLOW, () => {
  it('shows the totals in French money and the bookings and blocks in French', async () => {
    mockApi({
      'GET /api/cars/4/blocks': {
        body: [
          {
            id: 8,
            carId: 4,
            startDateTime: '2026-12-01T08:00:00',
            endDateTime: '2026-12-03T18:00:00',
            reason: 'Révision',
            ended: false,
            createdBy: { id: 1, name: 'Ada Admin' },
            createdAt: '2026-11-01T09:00:00.000Z',
          },
        ],
      },
      'GET /api/cars/4': { body: makeCar({ id: 4 }) },
      'GET /api/statistics/by-car': {
        body: {
          totalBookings: 2,
          totalDistance: 1170.8,
          totalRevenue: 1326.28,
          averageRating: 4.25,
          utilization: 0.256,
        },
      },
      'GET /api/bookings/by-car': { body: [makeBooking({ id: 2, bookingStatus: 'Paid' })] },
      'GET /api/bookings/by-car-map': { body: { imgUrl: '/api/maps/car-4.svg' } },
    });
    startSession(adminToken());
    renderApp('/car-info?carId=4', undefined, { locale: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informations sur la voiture' }, FIRST_PAGE),
    ).toBeInTheDocument();
    const revenue = (await screen.findByText('Chiffre d’affaires total')).nextSibling;
    // The matchers read a no-break space as a space: the characters themselves are checked.
    expect(revenue?.textContent).toBe('1\u202f326,28\u00a0€');
    expect(screen.getByText('Note moyenne').nextSibling).toHaveTextContent('4,3 / 5');
    expect(screen.getByText('Taux d’utilisation (30 jours)').nextSibling).toHaveTextContent('26 %');
    const card = screen.getByRole('article', { name: 'Volkswagen Golf' });
    expect(card).toHaveTextContent('Immatriculation : B-WF 104');

    const bookings = await screen.findByRole('table', { name: 'Réservations de cette voiture' });
    expect(within(bookings).getByText('Payée')).toBeInTheDocument();
    expect(within(bookings).getByRole('columnheader', { name: 'Départ' })).toBeInTheDocument();
    expect(within(bookings).getByRole('columnheader', { name: 'Arrivée' })).toBeInTheDocument();
    const blocks = await screen.findByRole('table', { name: 'Blocages pour entretien' });
    expect(within(blocks).getAllByRole('cell')[0]).toHaveTextContent('01/12/2026 08:00');
    expect(
      within(blocks).getByRole('button', { name: 'Lever le blocage du 01/12/2026 08:00 au 03/12/2026 18:00' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Bloquer la voiture' })).toBeInTheDocument();
  });
});
