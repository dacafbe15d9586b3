import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@wayfare/common';
import { startSession } from '../../../lib/session';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';
// The page loads its charts lazily; loaded here first, so each test waits for data, not for the module's first load.
import '../components/bookings-per-month-chart';
import '../components/cars-over-time-chart';
import '../components/discounts-chart';
import '../components/popular-pie-chart';

const general = {
  totalBookings: 1234,
  totalRevenue: 1234.5,
  totalTravelDistance: 56789.25,
  totalUsers: 42,
  totalReviews: 17,
  fleetUtilization: 0.256,
};

const CHART_TITLES = [
  'Most bought discount plans',
  'Most popular cars',
  'Most popular trips',
  'Bookings per Month',
  'Most popular Cars over time',
];

/** Opens the page and waits for its lazy chunk (charts included), which is slow to load the first time. */
async function openStatistics(
  replies: Record<string, MockReply> = {},
  { locale = 'en', heading = 'Statistics page' }: { locale?: Locale; heading?: string } = {},
) {
  const fetchMock = mockApi({
    'GET /api/statistics/general': { body: general },
    'GET /api/statistics/discounts': { body: [{ key: 'Gold', value: 3 }] },
    'GET /api/statistics/cars': {
      body: [
        { key: 'Volkswagen Golf (B-WF 104)', value: 5 },
        { key: 'BMW i3 (M-WF 7)', value: 2 },
      ],
    },
    'GET /api/statistics/trips': { body: [{ key: 'Berlin - Munich', value: 4 }] },
    'GET /api/statistics/per-month': {
      body: [
        { key: '2026-10', value: 2 },
        { key: '2026-11', value: 5 },
      ],
    },
    'GET /api/statistics/popular-over-time': {
      body: [{ month: 11, year: 2026, car: 'Volkswagen Golf (B-WF 104)', count: 2 }],
    },
    ...replies,
  });
  startSession(adminToken());
  renderApp('/statistics', undefined, { locale });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return fetchMock;
}

/** The URLs of the popular-over-time calls made so far. */
function overTimeCalls(fetchMock: ReturnType<typeof mockApi>): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/statistics/popular-over-time');
}

const block = (title: string) => screen.getByRole('region', { name: title });

/**
 * Waits for text in a block, looking the block up again on every try: a block's card is drawn anew when its chart's
 * code has arrived (after the page's first paint), so a card found earlier may have left the page.
 */
const findInBlock = (title: string, text: string) => waitFor(() => within(block(title)).getByText(text));

describe('/statistics', () => {
  // jsdom lays nothing out, so recharts warns that every chart is 0 × 0; that is expected here.
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
    });
  });
  afterEach(() => notifications.clean());

  it('shows the five totals ($ on revenue, km on distance) and the fleet utilization', async () => {
    await openStatistics();
    expect((await screen.findByText('Total Bookings')).nextSibling).toHaveTextContent('1,234');
    expect(screen.getByText('Total Revenue').nextSibling).toHaveTextContent('$1,234.50');
    expect(screen.getByText('Total Distance').nextSibling).toHaveTextContent('56,789 km');
    expect(screen.getByText('Total Users').nextSibling).toHaveTextContent('42');
    expect(screen.getByText('Total Reviews').nextSibling).toHaveTextContent('17');
    expect(screen.getByText('Fleet utilization (30 days)').nextSibling).toHaveTextContent('25.6 %');
  });

  it('gives every chart a titled block, and the pies a text legend with names and counts', async () => {
    await openStatistics();
    for (const title of CHART_TITLES) await waitFor(() => expect(block(title)).toBeInTheDocument());
    const cars = await waitFor(() =>
      within(block('Most popular cars')).getByRole('list', { name: 'Most popular cars legend' }),
    );
    expect(
      within(cars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Volkswagen Golf (B-WF 104): 5', 'BMW i3 (M-WF 7): 2']);
    expect(
      within(block('Most popular cars')).getByRole('img', { name: 'Pie chart: Most popular cars' }),
    ).toBeInTheDocument();
    expect(await findInBlock('Most popular trips', 'Berlin - Munich: 4')).toBeInTheDocument();
    expect(screen.queryByText('No data yet')).not.toBeInTheDocument();
  });

  it('shows "No data yet" in every chart block when there is nothing to chart', async () => {
    await openStatistics({
      'GET /api/statistics/discounts': { body: [] },
      'GET /api/statistics/cars': { body: [] },
      'GET /api/statistics/trips': { body: [] },
      'GET /api/statistics/per-month': { body: [] },
      'GET /api/statistics/popular-over-time': { body: [] },
    });
    for (const title of CHART_TITLES) {
      expect(await findInBlock(title, 'No data yet')).toBeInTheDocument();
    }
  });

  it('opens the "Oops..." dialog and keeps the other blocks when one series fails', async () => {
    await openStatistics({
      'GET /api/statistics/trips': { status: 500, body: { errors: [{ error: 'Statistics are down' }] } },
    });
    expect(await screen.findByText('500 - Statistics are down')).toBeInTheDocument();
    expect(screen.getByText('Oops...')).toBeInTheDocument();
    expect(await findInBlock('Most popular trips', 'The statistics could not be loaded.')).toBeInTheDocument();
    expect(await findInBlock('Most popular cars', 'BMW i3 (M-WF 7): 2')).toBeInTheDocument();
  });

  it('shows a spinner in a block while it loads', async () => {
    await openStatistics({ 'GET /api/statistics/trips': () => new Promise<Response>(() => {}) });
    // Looked up again on every try: the placeholder's spinner leaves the page when the chart's code arrives.
    await waitFor(() => expect(screen.getByLabelText('Loading Most popular trips')).toBeInTheDocument());
    expect(await findInBlock('Most popular cars', 'BMW i3 (M-WF 7): 2')).toBeInTheDocument();
  });

  it('first loads the cars over time without a range', async () => {
    const fetchMock = await openStatistics();
    await waitFor(() => expect(overTimeCalls(fetchMock)).toHaveLength(1));
    expect(overTimeCalls(fetchMock)[0]!.search).toBe('');
  });

  it('toasts "Start date must be before end date" and sends nothing when From is not before To', async () => {
    const fetchMock = await openStatistics();
    await waitFor(() => expect(overTimeCalls(fetchMock)).toHaveLength(1));
    const region = block('Most popular Cars over time');
    fireEvent.change(within(region).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(region).getByLabelText('To'), { target: { value: '2026-11-20' } });
    await userEvent.click(within(region).getByRole('button', { name: 'APPLY' }));
    expect(await screen.findByText('Start date must be before end date')).toBeInTheDocument();

    fireEvent.change(within(region).getByLabelText('From'), { target: { value: '2026-11-21' } });
    await userEvent.click(within(region).getByRole('button', { name: 'APPLY' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(overTimeCalls(fetchMock)).toHaveLength(1);
  });

  it('APPLY loads with the day range (T00:00:01 to T23:59:59) and scrolls down; RESET clears both days and loads without one', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const fetchMock = await openStatistics();
    await waitFor(() => expect(overTimeCalls(fetchMock)).toHaveLength(1));
    const region = block('Most popular Cars over time');
    fireEvent.change(within(region).getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(region).getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.click(within(region).getByRole('button', { name: 'APPLY' }));
    await waitFor(() => expect(overTimeCalls(fetchMock)).toHaveLength(2));
    const applied = overTimeCalls(fetchMock)[1]!.searchParams;
    expect(applied.get('startDateTime')).toBe('2026-10-01T00:00:01');
    expect(applied.get('endDateTime')).toBe('2026-11-30T23:59:59');
    const toBottom = () =>
      scrollTo.mock.calls.filter((args: unknown[]) => (args[0] as ScrollToOptions | undefined)?.behavior === 'smooth');
    expect(toBottom()).toHaveLength(1);

    await userEvent.click(within(region).getByRole('button', { name: 'RESET' }));
    await waitFor(() => expect(overTimeCalls(fetchMock)).toHaveLength(3));
    expect(overTimeCalls(fetchMock)[2]!.search).toBe('');
    expect(within(region).getByLabelText('From')).toHaveValue('');
    expect(within(region).getByLabelText('To')).toHaveValue('');
    expect(toBottom()).toHaveLength(2);
  });

  it('sends only the end of the range when only To is set', async () => {
    const fetchMock = await openStatistics();
    await waitFor(() => expect(overTimeCalls(fetchMock)).toHaveLength(1));
    const region = block('Most popular Cars over time');
    fireEvent.change(within(region).getByLabelText('To'), { target: { value: '2026-11-30' } });
    await userEvent.click(within(region).getByRole('button', { name: 'APPLY' }));
    await waitFor(() => expect(overTimeCalls(fetchMock)).toHaveLength(2));
    expect(overTimeCalls(fetchMock)[1]!.search).toBe('?endDateTime=2026-11-30T23%3A59%3A59');
  });

  it('is for admins only', async () => {
    mockApi();
    await expectSentHome('/statistics');
  });
});

/** The figure of a total's card, with its spaces as they are (no-break in German and French). */
const figure = async (label: string) => (await screen.findByText(label)).nextSibling?.textContent;

describe('/statistics in German and French', () => {
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
    });
  });
  afterEach(() => notifications.clean());

  it('shows the totals in German: German figures and distances, the revenue still in dollars', async () => {
    await openStatistics({}, { locale: 'de', heading: 'Statistiken' });
    expect(await figure('Buchungen gesamt')).toBe('1.234');
    expect(await figure('Umsatz gesamt')).toBe('$1,234.50');
    expect(await figure('Gesamtstrecke')).toBe('56.789\u00a0km');
    expect(await figure('Nutzer gesamt')).toBe('42');
    expect(await figure('Bewertungen gesamt')).toBe('17');
    expect(await figure('Flottenauslastung (30 Tage)')).toBe('25,6\u00a0%');
  });

  it('titles the German charts, names the pies and toasts the range message in German', async () => {
    await openStatistics({}, { locale: 'de', heading: 'Statistiken' });
    for (const title of [
      'Meistgekaufte Rabattpläne',
      'Beliebteste Autos',
      'Beliebteste Strecken',
      'Buchungen pro Monat',
      'Beliebteste Autos im Zeitverlauf',
    ])
      await waitFor(() => expect(block(title)).toBeInTheDocument());
    expect(
      await waitFor(() =>
        within(block('Beliebteste Autos')).getByRole('img', { name: 'Kreisdiagramm: Beliebteste Autos' }),
      ),
    ).toBeInTheDocument();
    expect(
      within(block('Beliebteste Autos')).getByRole('list', { name: 'Legende: Beliebteste Autos' }),
    ).toBeInTheDocument();

    const region = block('Beliebteste Autos im Zeitverlauf');
    fireEvent.change(within(region).getByLabelText('Von'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(region).getByLabelText('Bis'), { target: { value: '2026-11-20' } });
    await userEvent.click(within(region).getByRole('button', { name: 'ANWENDEN' }));
    expect(await screen.findByText('Das Startdatum muss vor dem Enddatum liegen')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'ZURÜCKSETZEN' })).toBeInTheDocument();
  });

  it('shows the totals and the empty charts in French', async () => {
    await openStatistics(
      {
        'GET /api/statistics/discounts': { body: [] },
        'GET /api/statistics/cars': { body: [] },
        'GET /api/statistics/trips': { body: [] },
        'GET /api/statistics/per-month': { body: [] },
        'GET /api/statistics/popular-over-time': { body: [] },
      },
      { locale: 'fr', heading: 'Statistiques' },
    );
    expect(await figure('Total des réservations')).toBe('1\u202f234');
    expect(await figure('Chiffre d’affaires total')).toBe('$1,234.50');
    expect(await figure('Distance totale')).toBe('56\u202f789\u00a0km');
    expect(await figure('Taux d’utilisation de la flotte (30 jours)')).toBe('25,6\u00a0%');
    expect(await findInBlock('Formules de réduction les plus achetées', 'Pas encore de données')).toBeInTheDocument();
    expect(
      await findInBlock('Voitures les plus demandées au fil du temps', 'Pas encore de données'),
    ).toBeInTheDocument();
  });
});
