import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { carMessages } from '@wayfare/common';
import { describe, expect, it, vi } from 'vitest';
import { makeCar } from '../../../components/car/car-fixtures.test-utils';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi, type MockReply } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

const tenCars = Array.from({ length: 10 }, (_, i) => makeCar({ id: i + 1 }));

function openAllCars(url = '/all-cars', replies: Record<string, MockReply> = {}) {
  const fetchMock = mockApi({
    'GET /api/cars/count': { body: 25 },
    'GET /api/cars/paged': { body: tenCars },
    ...replies,
  });
  const view = renderApp(url);
  const requested = () => fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
  return { fetchMock, requested, user: userEvent.setup(), ...view };
}

describe('/all-cars', () => {
  it('shows the fleet columns to a guest, without Actions, with lazy thumbnails', async () => {
    openAllCars();
    const table = await screen.findByRole('table', { name: 'All cars' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '#',
      'Photo',
      'Make',
      'Model',
      'Registration Number',
      'Fuel consumption',
      'Current city',
      'Is exclusive',
    ]);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1', '', 'Volkswagen', 'Golf', 'B-WF 101', '5.5 l/100 km', 'Berlin', 'No']);
    const photo = within(firstRow).getByRole('img', { name: 'Volkswagen Golf' });
    expect(photo).toHaveAttribute('src', '/api/cars/photos/1-0.png');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('pages with Previous and Next, "Page x / y", the page kept in the URL', async () => {
    const { user, router, requested } = openAllCars();
    expect(await screen.findByText('Page 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 / 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=1');
    expect(requested()).toContain('GET /api/cars/paged?page=1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 / 3')).toBeInTheDocument();
  });

  it('opens on the page of the URL, and on the last page when the URL is past the end', async () => {
    const { router } = openAllCars('/all-cars?page=7');
    expect(await screen.findByText('Page 3 / 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says so when the fleet is empty', async () => {
    openAllCars('/all-cars', { 'GET /api/cars/count': { body: 0 }, 'GET /api/cars/paged': { body: [] } });
    expect(await screen.findByText('No cars yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('gives admins view, edit and delete; deleting asks first and Cancel sends nothing', async () => {
    startSession(adminToken());
    const { user, requested } = openAllCars('/all-cars', { 'DELETE /api/cars/3': { status: 204 } });
    const table = await screen.findByRole('table', { name: 'All cars' });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View details of Volkswagen Golf (B-WF 103)' })).toHaveAttribute(
      'href',
      '/car-info?carId=3',
    );
    expect(screen.getByRole('link', { name: 'Edit Volkswagen Golf (B-WF 103)' })).toHaveAttribute(
      'href',
      '/manage-car?carId=3',
    );

    await user.click(screen.getByRole('button', { name: 'Delete Volkswagen Golf (B-WF 103)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete car' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this car?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requested().some((r) => r.startsWith('DELETE'))).toBe(false);

    const countsBefore = requested().filter((r) => r === 'GET /api/cars/count').length;
    await user.click(screen.getByRole('button', { name: 'Delete Volkswagen Golf (B-WF 103)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete car' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(requested()).toContain('DELETE /api/cars/3'));
    // The list is asked for again so it shows what the server now has.
    await waitFor(() =>
      expect(requested().filter((r) => r === 'GET /api/cars/count').length).toBeGreaterThan(countsBefore),
    );
  });

  it('only logs a failed deletion (no error dialog), then refreshes the list', async () => {
    startSession(adminToken());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, requested } = openAllCars('/all-cars', {
      'DELETE /api/cars/3': () => jsonResponse(409, { errors: [{ error: carMessages.hasUpcomingBookings }] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Volkswagen Golf (B-WF 103)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete car' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls[0]?.[0])).toContain('Deleting car 3 failed');
    expect(screen.queryByRole('dialog', { name: 'Oops...' })).not.toBeInTheDocument();
    await waitFor(() => expect(requested().filter((r) => r === 'GET /api/cars/count').length).toBe(2));
  });
});
