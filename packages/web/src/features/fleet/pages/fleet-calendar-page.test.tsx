import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';
// The page's chunk is loaded here first, so each test waits for data, not for the module's first load.
import './fleet-calendar-page';

const golf = {
  id: 1,
  make: 'Volkswagen',
  model: 'Golf',
  registrationNumber: 'B-WF 104',
  city: { id: 1, name: 'Berlin' },
};
const bmw = { id: 2, make: 'BMW', model: 'i3', registrationNumber: 'M-WF 7', city: { id: 2, name: 'Munich' } };
const berlin = { id: 1, name: 'Berlin' };
const munich = { id: 2, name: 'Munich' };

const trip = (id: number, carId: number, status: string, startAt: string, endAt: string, name: string) => ({
  id,
  carId,
  status,
  startDateTime: startAt,
  endDateTime: endAt,
  startCity: berlin,
  endCity: munich,
  customer: { id: 10 + id, name },
});

/** The view 2026-11-16 (a Monday) to 2026-11-29. */
const bookings = [
  trip(1, 1, 'Paid', '2026-11-18T10:00:00', '2026-11-20T10:00:00', 'Anna Berg'),
  // Began before the view: clipped at its start.
  trip(2, 1, 'Active', '2026-11-10T09:00:00', '2026-11-17T12:00:00', 'Ben Cole'),
  // Runs on after the view: clipped at its end.
  trip(3, 2, 'Unpaid', '2026-11-28T10:00:00', '2026-12-03T10:00:00', 'Cleo Dahl'),
  // Picked up the day #1 is returned, back at midnight: its own lane, over 20 and 21 only.
  trip(4, 1, 'Finished', '2026-11-20T14:00:00', '2026-11-22T00:00:00', 'Dan Eik'),
];

function calendarCalls(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/fleet/calendar');
}

/** The BMW is in the workshop from the 23rd to the 25th, back at noon. */
const blocks = [
  { id: 5, carId: 2, startDateTime: '2026-11-23T08:00:00', endDateTime: '2026-11-25T12:00:00', reason: 'Brakes' },
];

function mockCalendar(cars = [golf, bmw], list = bookings) {
  return mockApi({
    'GET /api/fleet/calendar': () =>
      jsonResponse(200, { from: '2026-11-16', to: '2026-11-29', cars, bookings: list, blocks }),
  });
}

async function openCalendar(url = '/fleet-calendar?from=2026-11-16') {
  startSession(adminToken());
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Fleet calendar' }, { timeout: 10_000 });
  return view;
}

/** The day cells (not the row header) of a car's row. */
async function dayCells(carName: string): Promise<HTMLElement[]> {
  const header = await screen.findByRole('rowheader', { name: new RegExp(carName) });
  return within(header.closest('tr')!).getAllByRole('cell');
}

const bar = (id: number) => screen.getByRole('link', { name: new RegExp(`^Booking #${id},`) });

describe('/fleet-calendar', () => {
  afterEach(() => vi.useRealTimers());

  it('draws a table of the cars and 14 days, asking once for the view', async () => {
    const fetchMock = mockCalendar();
    await openCalendar();
    const table = await screen.findByRole('table', { name: 'Fleet calendar' });
    const days = within(table).getAllByRole('columnheader');
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveTextContent('Mon16 Nov');
    expect(days[13]).toHaveTextContent('Sun29 Nov');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Volkswagen GolfB-WF 104', 'BMW i3M-WF 7']);
    expect(calendarCalls(fetchMock).map((url) => url.search)).toEqual(['?from=2026-11-16&to=2026-11-29']);
  });

  it('places each bar in its first visible day and spans the days it covers, clipped at both edges', async () => {
    mockCalendar();
    await openCalendar();
    const golfDays = await dayCells('Volkswagen Golf');
    const bmwDays = await dayCells('BMW i3');
    expect(golfDays).toHaveLength(14);

    const placed = (id: number) => {
      const link = bar(id);
      const cells = link.closest('tr') === golfDays[0]!.closest('tr') ? golfDays : bmwDays;
      return { day: cells.indexOf(link.closest('td')!), span: link.getAttribute('data-span') };
    };
    expect(placed(1)).toEqual({ day: 2, span: '3' }); // 18, 19, 20
    expect(placed(2)).toEqual({ day: 0, span: '2' }); // (10…) 16, 17
    expect(placed(3)).toEqual({ day: 12, span: '2' }); // 28, 29 (… 3 Dec)
    expect(placed(4)).toEqual({ day: 4, span: '2' }); // 20, 21
    expect(bar(2).className).toMatch(/clippedStart/);
    expect(bar(3).className).toMatch(/clippedEnd/);
    expect(bar(1).className).not.toMatch(/clipped/);
  });

  it("draws a maintenance block hatched in its car's row, named by its reason, opening the car's info", async () => {
    mockCalendar();
    await openCalendar();
    const bmwDays = await dayCells('BMW i3');
    const block = screen.getByRole('link', { name: 'Maintenance: Brakes, 2026-11-23 08:00 to 2026-11-25 12:00' });
    expect(bmwDays.indexOf(block.closest('td')!)).toBe(7);
    expect(block).toHaveAttribute('data-span', '3');
    expect(block.className).toMatch(/block/);
    expect(block).toHaveTextContent('Brakes');
    expect(block).toHaveAttribute('href', '/car-info?carId=2');
    expect(screen.getByRole('list', { name: 'Booking status colours' })).toHaveTextContent('Maintenance');
  });

  it('names each bar with its customer, status and trip, and shows it on keyboard focus', async () => {
    mockCalendar();
    await openCalendar();
    await screen.findByRole('rowheader', { name: /BMW i3/ });
    const name = 'Booking #1, Paid: Anna Berg, Berlin 2026-11-18 10:00 to Munich 2026-11-20 10:00';
    expect(bar(1)).toHaveAccessibleName(name);
    expect(bar(1)).toHaveTextContent('Anna Berg');

    const user = userEvent.setup();
    bar(1).focus();
    await user.tab({ shift: true });
    await user.tab();
    expect(bar(1)).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
  });

  it("opens the car's info from a bar (Enter) and from the row header", async () => {
    mockCalendar();
    const { router } = await openCalendar();
    await screen.findByRole('rowheader', { name: /BMW i3/ });
    expect(screen.getByRole('link', { name: 'BMW i3' })).toHaveAttribute('href', '/car-info?carId=2');
    expect(bar(3)).toHaveAttribute('href', '/car-info?carId=2');

    bar(1).focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/car-info'));
    expect(router.state.location.search).toBe('?carId=1');
  });

  it('moves by 14 days with Previous / Next and jumps with the day picker, in the URL and the request', async () => {
    const fetchMock = mockCalendar();
    const { router } = await openCalendar();
    await screen.findByRole('rowheader', { name: /BMW i3/ });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-30'));
    await waitFor(() => expect(calendarCalls(fetchMock).at(-1)?.search).toBe('?from=2026-11-30&to=2026-12-13'));

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-02'));
    await waitFor(() => expect(calendarCalls(fetchMock).at(-1)?.search).toBe('?from=2026-11-02&to=2026-11-15'));

    const picker = screen.getByLabelText('Start day');
    expect(picker).toHaveValue('2026-11-02');
    // jsdom types nothing into a date field; a browser's picker sets the whole day at once.
    fireEvent.change(picker, { target: { value: '2027-01-05' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2027-01-05'));
    await waitFor(() => expect(calendarCalls(fetchMock).at(-1)?.search).toBe('?from=2027-01-05&to=2027-01-18'));
  });

  it('starts today on the business clocks when the URL names no day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Still the 25th in UTC, already the 26th in Berlin.
    vi.setSystemTime(new Date('2026-11-25T23:30:00Z'));
    const fetchMock = mockCalendar();
    await openCalendar('/fleet-calendar');
    await waitFor(() =>
      expect(calendarCalls(fetchMock).map((url) => url.search)).toEqual(['?from=2026-11-26&to=2026-12-09']),
    );
  });

  it('says "No cars" when the fleet is empty', async () => {
    mockCalendar([], []);
    await openCalendar();
    expect(await screen.findByText('No cars')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is for admins only', async () => {
    mockCalendar();
    await expectSentHome('/fleet-calendar');
    startSession(customerToken());
    await expectSentHome('/fleet-calendar');
  });
});
