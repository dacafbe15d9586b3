import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingFilterTexts as texts, type Booking } from '@wayfare/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, startSession } from '../../../lib/session';
import { makeBooking } from '../../../test/bookings';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

function open(path: string, bookings: Booking[] = [makeBooking({ id: 3 })], token = adminToken()) {
  startSession(token);
  const fetchMock = mockApi({
    'GET /api/bookings/count': { body: bookings.length },
    'GET /api/bookings/paged': { body: bookings },
    'GET /api/bookings/export.csv': () =>
      new Response('id,status\r\n3,Paid\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="wayfare-bookings-2030-01-02.csv"',
        },
      }),
  });
  renderApp(path);
  const urls = (part: string) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes(part));
  return { fetchMock, urls, user: userEvent.setup() };
}

describe('/my-bookings filters (admins)', () => {
  it('reads the filters from the URL and asks the server for the filtered page and count', async () => {
    const { urls } = open('/my-bookings?status=Paid&carId=4&car=bmw&q=ann&from=2030-03-01&to=2030-03-31&page=0');
    await screen.findByRole('table', { name: 'All Bookings' });
    expect(urls('/api/bookings/paged')).toContain(
      '/api/bookings/paged?page=0&status=Paid&carId=4&car=bmw&q=ann&from=2030-03-01&to=2030-03-31',
    );
    expect(urls('/api/bookings/count')).toContain(
      '/api/bookings/count?status=Paid&carId=4&car=bmw&q=ann&from=2030-03-01&to=2030-03-31',
    );
    expect(screen.getByLabelText(texts.status)).toHaveValue('Paid');
    expect(screen.getByLabelText(texts.customer)).toHaveValue('ann');
    expect(screen.getByLabelText(texts.car)).toHaveValue('bmw');
    expect(screen.getByLabelText(texts.from)).toHaveValue('2030-03-01');
  });

  it('applies the form to the query, back on the first page, and clears it', async () => {
    const { urls, user } = open('/my-bookings?page=1');
    await screen.findByRole('table', { name: 'All Bookings' });
    await user.selectOptions(screen.getByLabelText(texts.status), 'Canceled');
    await user.type(screen.getByLabelText(texts.customer), 'Müller');
    await user.type(screen.getByLabelText(texts.carId), '7x');
    await user.type(screen.getByLabelText(texts.car), '  B-WF 1 ');
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await waitFor(() =>
      expect(urls('/api/bookings/paged')).toContain(
        '/api/bookings/paged?page=0&status=Canceled&carId=7&car=B-WF+1&q=M%C3%BCller',
      ),
    );
    await user.click(screen.getByRole('button', { name: texts.clear }));
    // The unfiltered list is the one first loaded: shown again from the cache, the fields empty.
    await waitFor(() => expect(screen.getByLabelText(texts.customer)).toHaveValue(''));
    expect(screen.getByLabelText(texts.status)).toHaveValue('');
    expect(screen.getByLabelText(texts.carId)).toHaveValue('');
    expect(screen.getByLabelText(texts.car)).toHaveValue('');
  });

  it('drops a filter the contract refuses instead of sending it', async () => {
    const { urls } = open('/my-bookings?status=Lost&from=2030-02-30&q=bob');
    await screen.findByRole('table', { name: 'All Bookings' });
    expect(urls('/api/bookings/paged')).toEqual(['/api/bookings/paged?page=0&q=bob']);
  });

  it('says when nothing matches the filters', async () => {
    open('/my-bookings?status=Rated', []);
    expect(await screen.findByText(texts.noMatch)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.clear })).toBeInTheDocument();
  });

  it('exports the filtered rows as CSV with the bearer token, under the server’s file name', async () => {
    const { fetchMock, user } = open('/my-bookings?status=Paid&q=ann');
    await screen.findByRole('table', { name: 'All Bookings' });
    await user.click(screen.getByRole('button', { name: texts.exportCsv }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:csv', download: 'wayfare-bookings-2030-01-02.csv' }]));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/export.csv'));
    expect(String(call?.[0])).toBe('/api/bookings/export.csv?status=Paid&q=ann');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe(`Bearer ${getSession()?.token}`);
  });

  it('shows customers no filters and sends none', async () => {
    const { urls } = open('/my-bookings?status=Paid', [makeBooking({ id: 3 })], customerToken());
    await screen.findByRole('table', { name: 'All Bookings' });
    expect(screen.queryByRole('button', { name: texts.exportCsv })).not.toBeInTheDocument();
    expect(urls('/api/bookings/paged')).toEqual(['/api/bookings/paged?page=0']);
  });
});
