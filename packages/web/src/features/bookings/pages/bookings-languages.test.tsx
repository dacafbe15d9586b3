import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, BookingStatus, Locale } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../components/car/car-fixtures.test-utils';
import { startSession } from '../../../lib/session';
import { makeBooking } from '../../../test/bookings';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { customerToken } from '../../../test/tokens';

/**
 * The new booking page and the bookings list in German and French (docs/decisions/019-three-languages.md): the texts,
 * and money and dates as each language writes them ("1.326,28 €", "1 326,28 €" with no-break spaces).
 */

const NBSP = '\u00a0';
/** French groups thousands with a narrow no-break space. */
const NNBSP = '\u202f';
/** Text matched as written, its no-break spaces kept (the default matcher turns them into plain ones). */
const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const trip = '?carId=3&fromCity=1&toCity=2&fromDate=2099-06-01&fromTime=10:00&toDate=2099-06-03&toTime=12:00';
const cost = {
  fuelCost: 58.41,
  tollFees: 28.94,
  serviceFees: 15,
  timeFees: 10,
  coverageFee: 0,
  userDiscount: 5,
  total: 107.35,
};

function openNewBooking(locale: Locale) {
  startSession(customerToken());
  mockApi({
    'GET /api/cars/3': { body: makeCar({ id: 3 }) },
    'POST /api/bookings/calculate-cost': () => jsonResponse(200, cost),
    'GET /api/reviews': { body: [] },
  });
  renderApp(`/new-booking${trip}`, undefined, { locale });
}

const line = (lines: HTMLElement, label: string) => within(lines).getByText(label).nextSibling?.textContent;

describe('/new-booking in German and French', () => {
  it('speaks German, with German money and dates', async () => {
    openNewBooking('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Buchung' }, { timeout: 15_000 })).toBeVisible();
    const lines = await screen.findByRole('list', { name: 'Kostenpositionen' }, { timeout: 15_000 });
    expect(line(lines, 'Kraftstoff')).toBe(`58,41${NBSP}€`);
    expect(line(lines, 'Rabatt')).toBe(`− 5,00${NBSP}€`);
    expect(screen.getByTestId('booking-total').textContent).toBe(`107,35${NBSP}€`);
    expect(screen.getByText('Buchungsdetails')).toBeInTheDocument();
    expect(screen.getByText('01.06.2099, 10:00')).toBeInTheDocument();
    expect(screen.getByText('Abholstation')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ohne Schutz' })).toBeChecked();
    expect(screen.getByText('Sie haften für die Hälfte der Schäden')).toBeInTheDocument();
    expect(screen.getByText('Kostenlose Stornierung bis 31.05.2099, 10:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'JETZT BEZAHLEN' })).toBeEnabled();
  });

  it('speaks French, with French money and dates', async () => {
    openNewBooking('fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nouvelle réservation' }, { timeout: 15_000 }),
    ).toBeVisible();
    const lines = await screen.findByRole('list', { name: 'Postes de coût' }, { timeout: 15_000 });
    expect(line(lines, 'Carburant')).toBe(`58,41${NBSP}€`);
    expect(line(lines, 'Frais de durée')).toBe(`10,00${NBSP}€`);
    expect(screen.getByTestId('booking-total').textContent).toBe(`107,35${NBSP}€`);
    expect(screen.getByText('01/06/2099 10:00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sans protection' })).toBeChecked();
    expect(screen.getByText(`Annulation gratuite jusqu’au 31/05/2099 10:00`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PAYER MAINTENANT' })).toBeEnabled();
  });
});

const ahead = (id: number, bookingStatus: BookingStatus): Booking =>
  makeBooking({ id, bookingStatus, startDateTime: '2099-06-01T10:00:00', endDateTime: '2099-06-03T12:00:00' });

function openBookings(locale: Locale) {
  startSession(customerToken());
  const fetchMock = mockApi({
    'GET /api/bookings/count': { body: 2 },
    'GET /api/bookings/paged': { body: [ahead(1, 'Unpaid'), ahead(2, 'Paid')] },
    'GET /api/bookings/2/cancellation': { body: { refund: 1326.28, fee: 0, freeUntil: '2099-05-31T10:00:00' } },
    'GET /api/bookings/cancel': { body: { bookingId: 2, wasPaid: true, refund: 1326.28 } },
  });
  renderApp('/my-bookings', undefined, { locale });
  const calls = (part: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(part)).length;
  return { calls, user: userEvent.setup() };
}

const rowOf = (table: HTMLElement, id: number) =>
  within(
    within(table)
      .getByRole('cell', { name: String(id) })
      .closest('tr')!,
  );

describe('/my-bookings in German and French', () => {
  it('lists the bookings in German and cancels one, saying what comes back in euros as Germans write them', async () => {
    const { user, calls } = openBookings('de');
    const table = await screen.findByRole('table', { name: 'Alle Buchungen' }, { timeout: 15_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Status',
      'Kennzeichen',
      'Von',
      'Nach',
      'Beginn',
      'Ende',
      'Entfernung',
      'Gesamtpreis',
      'Versicherungsschutz',
      'Aktionen',
    ]);
    const paid = rowOf(table, 2);
    expect(paid.getByText('Bezahlt')).toBeInTheDocument();
    expect(paid.getByText(`1.326,28${NBSP}€`, asWritten)).toBeInTheDocument();
    expect(paid.getByText('01.06.2099, 10:00')).toBeInTheDocument();
    expect(paid.getByText(`1.548${NBSP}km`, asWritten)).toBeInTheDocument();
    expect(paid.getByText('Ohne')).toBeInTheDocument();
    expect(rowOf(table, 1).getByRole('button', { name: 'Buchung Nr. 1 bezahlen' })).toHaveTextContent('Bezahlen');

    await user.click(paid.getByRole('button', { name: 'Buchung Nr. 2 stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buchung stornieren' });
    expect(dialog).toHaveTextContent('Möchten Sie diese Buchung wirklich stornieren?');
    expect(within(dialog).getByText(`Sie erhalten 1.326,28${NBSP}€ zurück`, asWritten)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Buchung stornieren' }));
    await waitFor(() => expect(calls('/bookings/cancel?bookingId=2')).toBe(1));
    expect(
      await screen.findByText(
        `Buchung Nr. 2 storniert. 1.326,28${NBSP}€ werden Ihrer Karte gutgeschrieben.`,
        asWritten,
      ),
    ).toBeInTheDocument();
  });

  it('lists the bookings in French, with French money, dates and statuses', async () => {
    const { user } = openBookings('fr');
    const table = await screen.findByRole('table', { name: 'Toutes les réservations' }, { timeout: 15_000 });
    const paid = rowOf(table, 2);
    expect(paid.getByText('Payée')).toBeInTheDocument();
    expect(paid.getByText(`1${NNBSP}326,28${NBSP}€`, asWritten)).toBeInTheDocument();
    expect(paid.getByText('01/06/2099 10:00')).toBeInTheDocument();
    expect(paid.getByText('Aucune')).toBeInTheDocument();
    expect(rowOf(table, 1).getByText('Non payée')).toBeInTheDocument();

    await user.click(paid.getByRole('button', { name: 'Annuler la réservation n° 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la réservation' });
    expect(within(dialog).getByText(`Vous récupérez 1${NNBSP}326,28${NBSP}€`, asWritten)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Conserver la réservation' })).toBeInTheDocument();
  });
});

describe('/change-booking in German', () => {
  const changeQuote = {
    before: { cost: { ...cost, timeFees: 45, total: 120 }, totalPrice: 120 },
    after: { cost: { ...cost, timeFees: 135, total: 1210 }, deliveryFee: 0, totalPrice: 1210 },
    amountDue: 1090,
    refund: 0,
    lateFeeKept: 0,
  };

  // A long journey (German texts and calendars to fetch, two dates typed): more than the default 20 s under load.
  it('names the fields, the trip and the difference to pay in German, and the schema’s rules too', async () => {
    startSession(customerToken());
    mockApi({
      'GET /api/bookings/by-user': { body: [{ ...ahead(5, 'Paid'), totalPrice: 120 }] },
      'POST /api/bookings/5/change/quote': { body: changeQuote },
    });
    renderApp('/change-booking?bookingId=5', undefined, { locale: 'de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buchung Nr. 5 ändern' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Abholort' })).toHaveValue('Berlin');
    expect(screen.getByRole('radio', { name: 'Ohne Schutz' })).toBeChecked();
    expect(screen.getByText('Berlin → Munich, 01.06.2099, 10:00 – 03.06.2099, 12:00, ohne Schutz')).toBeInTheDocument();
    expect(screen.getByTestId('total-before').textContent).toBe(`120,00${NBSP}€`);

    const user = userEvent.setup();
    const endDateField = screen.getByRole('textbox', { name: 'Rückgabedatum' });
    await user.clear(endDateField);
    await user.type(endDateField, '2099-06-05');
    await user.tab();
    expect(
      await screen.findByRole('button', { name: `Differenz von 1.090,00${NBSP}€ bezahlen` }, { timeout: 10_000 }),
    ).toBeEnabled();

    const startDateField = screen.getByRole('textbox', { name: 'Abholdatum' });
    await user.clear(startDateField);
    await user.type(startDateField, '2099-06-06');
    await user.tab();
    expect(await screen.findByText('Die Rückgabe muss nach der Abholung liegen.')).toBeInTheDocument();
  }, 40_000);
});
