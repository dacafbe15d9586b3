import { screen, within } from '@testing-library/react';
import type { Booking } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../components/car/car-fixtures.test-utils';
import { startSession } from '../../../lib/session';
import { makeBooking } from '../../../test/bookings';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

const booking = (id: number, bookingStatus: Booking['bookingStatus']) =>
  makeBooking({ id, bookingStatus, car: { id: 4, make: 'Volkswagen', model: 'Golf', registrationNumber: 'B-WF 104' } });

function openCarInfo(replies: Record<string, MockReply> = {}) {
  mockApi({
    'GET /api/cars/4': { body: makeCar({ id: 4 }) },
    'GET /api/statistics/by-car': {
      body: { totalBookings: 2, totalDistance: 1170.8, totalRevenue: 1326.28, averageRating: null, utilization: 0.256 },
    },
    'GET /api/bookings/by-car': { body: [booking(1, 'Finished'), booking(2, 'Paid')] },
    'GET /api/bookings/by-car-map': { body: { imgUrl: '/api/maps/car-4.svg' } },
    ...replies,
  });
  startSession(adminToken());
  return renderApp('/car-info?carId=4');
}

describe('/car-info', () => {
  it('shows the car, its totals, its bookings (newest first) and its history map', async () => {
    openCarInfo();
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
    expect(await screen.findByText('No bookings yet...')).toBeInTheDocument();
    expect(await screen.findByText('4.3 / 5')).toBeInTheDocument();
  });
});
