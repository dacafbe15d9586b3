import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blockMessages, type Booking } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../components/car/car-fixtures.test-utils';
import { startSession } from '../../../lib/session';
import { makeBooking } from '../../../test/bookings';
import { jsonResponse, mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

const booking = (id: number, bookingStatus: Booking['bookingStatus']) =>
  makeBooking({ id, bookingStatus, car: { id: 4, make: 'Volkswagen', model: 'Golf', registrationNumber: 'B-WF 104' } });

const block = (id: number, start: string, end: string, reason: string, ended = false) => ({
  id,
  carId: 4,
  startDateTime: start,
  endDateTime: end,
  reason,
  ended,
  createdBy: { id: 1, name: 'Ada Admin' },
  createdAt: '2026-11-01T09:00:00.000Z',
});

function openCarInfo(replies: Record<string, MockReply> = {}) {
  return mockApi({
    'GET /api/cars/4/blocks': { body: [] },
    'GET /api/cars/4': { body: makeCar({ id: 4 }) },
    'GET /api/statistics/by-car': {
      body: { totalBookings: 2, totalDistance: 1170.8, totalRevenue: 1326.28, averageRating: null, utilization: 0.256 },
    },
    'GET /api/bookings/by-car': { body: [booking(1, 'Finished'), booking(2, 'Paid')] },
    'GET /api/bookings/by-car-map': { body: { imgUrl: '/api/maps/car-4.svg' } },
    ...replies,
  });
}

function renderCarInfo() {
  startSession(adminToken());
  return renderApp('/car-info?carId=4');
}

describe('/car-info', () => {
  it('shows the car, its totals, its bookings (newest first) and its history map', async () => {
    openCarInfo();
    renderCarInfo();
    const card = await screen.findByRole('article', { name: 'Volkswagen Golf' });
    expect(within(card).getByRole('heading', { name: 'Volkswagen Golf' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Registration number: B-WF 104');
    expect(card).toHaveTextContent('Current city: Berlin');
    expect(within(card).getByRole('list', { name: 'Features' })).toHaveTextContent(
      /5 seats.*4 doors.*Auto.*GPS.*5\.5 l\/100 km/,
    );

    expect(await screen.findByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByText('Total bookings').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Total distance').nextSibling).toHaveTextContent('1,171 km');
    expect(screen.getByText('Total revenue').nextSibling).toHaveTextContent('1,326.28 €');
    expect(screen.getByText('Utilization (30 days)').nextSibling).toHaveTextContent('26 %');

    const table = await screen.findByRole('table', { name: 'Bookings of this car' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Status', 'From', 'To', 'Start', 'End', 'Distance', 'Price', 'Customer']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '2',
      'Paid',
      'Berlin',
      'Munich',
      '2026-11-01 10:00',
      '2026-11-03 12:00',
      '1,548 km',
      '1,326.28 €',
      'Cora Customer',
    ]);
    expect(await screen.findByRole('img', { name: 'Map of the trips of the Volkswagen Golf' })).toHaveAttribute(
      'src',
      '/api/maps/car-4.svg',
    );
  });

  it('says "No bookings yet..." for a car never booked, and shows a rating once there is one', async () => {
    openCarInfo({
      'GET /api/bookings/by-car': { body: [] },
      'GET /api/statistics/by-car': {
        body: { totalBookings: 0, totalDistance: 0, totalRevenue: 0, averageRating: 4.25, utilization: 0 },
      },
    });
    renderCarInfo();
    expect(await screen.findByText('No bookings yet...')).toBeInTheDocument();
    expect(await screen.findByText('4.3 / 5')).toBeInTheDocument();
  });

  it('lists the maintenance blocks, removable until they end, and adds one from the form', async () => {
    let blocks = [
      block(7, '2026-10-01T08:00:00', '2026-10-02T18:00:00', 'Tyres', true),
      block(8, '2026-12-01T08:00:00', '2026-12-03T18:00:00', 'Annual service'),
    ];
    const fetchMock = openCarInfo({
      'GET /api/cars/4/blocks': () => jsonResponse(200, blocks),
      'POST /api/cars/4/blocks': (init) => {
        const body = JSON.parse(String(init?.body)) as { startDateTime: string; endDateTime: string; reason: string };
        const made = block(9, body.startDateTime, body.endDateTime, body.reason);
        blocks = [...blocks, made];
        return jsonResponse(201, made);
      },
    });
    renderCarInfo();
    const table = await screen.findByRole('table', { name: 'Maintenance blocks' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['2026-10-01 08:00', '2026-10-02 18:00', 'Tyres', 'Ada Admin', 'Ended'],
      ['2026-12-01 08:00', '2026-12-03 18:00', 'Annual service', 'Ada Admin', 'Remove'],
    ]);

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Block the car' });
    await user.type(within(form).getByLabelText('Block from'), '2026-12-10');
    await user.type(within(form).getByLabelText('Block until'), '2026-12-11');
    await user.type(within(form).getByLabelText('Reason'), 'Windscreen');
    await user.click(within(form).getByRole('button', { name: 'Block car' }));
    const posted = () => fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.body;
    await waitFor(() =>
      expect(JSON.parse(String(posted()))).toEqual({
        startDateTime: '2026-12-10T08:00:00',
        endDateTime: '2026-12-11T18:00:00',
        reason: 'Windscreen',
      }),
    );
    expect(await within(table).findByText('Windscreen')).toBeInTheDocument();
  });

  it('shows why the server refused a block next to the form, without the status, the bookings as links', async () => {
    openCarInfo({
      'POST /api/cars/4/blocks': {
        status: 409,
        body: {
          errors: [{ error: 'Car has bookings in this period: #1, #2', field: 'startDateTime', bookingIds: [1, 2] }],
        },
      },
    });
    renderCarInfo();
    expect(await screen.findByText('No maintenance blocks.')).toBeInTheDocument();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Block the car' });
    await user.type(within(form).getByLabelText('Block from'), '2026-12-10');
    await user.type(within(form).getByLabelText('Block until'), '2026-12-11');
    await user.type(within(form).getByLabelText('Reason'), 'Service');
    await user.click(within(form).getByRole('button', { name: 'Block car' }));
    const refusal = await within(form).findByRole('alert');
    // docs/product/errors-and-messages.md#in-place-messages: the sentence alone; each number leads to its row above.
    expect(refusal).toHaveTextContent(/^Car has bookings in this period: #1, #2$/);
    expect(within(refusal).getByRole('link', { name: '#2' })).toHaveAttribute('href', '#booking-2');
    expect(document.getElementById('booking-2')).toHaveTextContent('Paid');

    // Any other refusal: its sentence, still without a status code.
    openCarInfo({
      'POST /api/cars/4/blocks': { status: 409, body: { errors: [{ error: blockMessages.overlapsBlock }] } },
    });
    await user.click(within(form).getByRole('button', { name: 'Block car' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(/^Car is already blocked in this period$/),
    );
  });
});
