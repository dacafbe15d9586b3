import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZE, type AuditEntry } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { adminToken, customerToken } from '../../../test/tokens';
// The page's chunk is loaded here first, so each test waits for data, not for the module's first load.
import './audit-page';

/** What the page says in English (docs/product/admin-tools.md#audit-log). */
const texts = {
  title: 'Audit log',
  entity: 'Entity',
  userId: 'Admin user id',
  apply: 'Apply',
  clear: 'Clear',
  empty: 'No entries match these filters.',
  noChange: 'Saved without a change',
  system: 'System (scheduler)',
};

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-26T09:15:42',
  actorId: 1,
  actorEmail: 'admin@wayfare.example',
  action: 'update',
  entity: 'car',
  entityId: '7',
  before: { make: 'Skoda', fuelConsumption: 5.4 },
  after: { make: 'Škoda', fuelConsumption: 4.9 },
  ...overrides,
});

const ENTRIES = [
  entry(3),
  entry(2, { action: 'create', entity: 'city', entityId: '21', before: null, after: { name: 'Aachen', lat: 50.78 } }),
  entry(1, { action: 'delete', entity: 'discount_plan', entityId: '4', before: { title: 'Gold' }, after: null }),
];

function open(path: string, entries: AuditEntry[] = ENTRIES, total = entries.length) {
  startSession(adminToken());
  const fetchMock = mockApi({
    'GET /api/audit': () =>
      new Response(JSON.stringify(entries), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
      }),
  });
  renderApp(path);
  const calls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/audit')
      .map((url) => url.search);
  return { calls, user: userEvent.setup() };
}

const rows = async () =>
  within(await screen.findByRole('table', { name: texts.title }, { timeout: 10_000 })).getAllByRole('row');

describe('/audit (admins)', () => {
  it('shows each entry: when, who, what, and its fields before → after', async () => {
    open('/audit');
    const [, update, create, remove] = await rows();
    expect(update).toHaveTextContent('2026-11-26 09:15');
    expect(update).toHaveTextContent('admin@wayfare.example');
    expect(update).toHaveTextContent('User #1');
    expect(update).toHaveTextContent('Car #7');
    expect(update).toHaveTextContent('update');
    expect(
      within(update as HTMLElement)
        .getByText('make')
        .closest('li'),
    ).toHaveTextContent('make: Skoda → Škoda');
    expect(
      within(update as HTMLElement)
        .getByText('fuelConsumption')
        .closest('li'),
    ).toHaveTextContent('fuelConsumption: 5.4 → 4.9');
    // A create has only the new values, a delete only the old ones.
    expect(create).toHaveTextContent('City #21');
    expect(
      within(create as HTMLElement)
        .getByText('name')
        .closest('li'),
    ).toHaveTextContent(/^name: Aachen$/);
    expect(remove).toHaveTextContent('Discount plan #4');
    expect(
      within(remove as HTMLElement)
        .getByText('title')
        .closest('li'),
    ).toHaveTextContent(/^title: Gold$/);
  });

  it("names the scheduler as the actor of an entry no administrator wrote (a lapsed winner's bar)", async () => {
    const bar = { lapsedWinnerUserId: 12, barredUntil: '2026-12-28T09:00:00.000Z', secondChanceUserId: null };
    open('/audit', [
      entry(5, { actorId: null, actorEmail: null, action: 'lapse', entity: 'auction', before: null, after: bar }),
    ]);
    const [, row] = await rows();
    expect(row).toHaveTextContent(texts.system);
    expect(row).not.toHaveTextContent('User #');
    expect(row).toHaveTextContent('Auction #7');
    expect(row).toHaveTextContent('lapse');
    expect(
      within(row as HTMLElement)
        .getByText('barredUntil')
        .closest('li'),
    ).toHaveTextContent('barredUntil: 2026-12-28T09:00:00.000Z');
  });

  it('says so when an update changed nothing', async () => {
    open('/audit', [entry(9, { before: {}, after: {} })]);
    await rows();
    expect(screen.getByText(texts.noChange)).toBeInTheDocument();
  });

  it('reads the filters and the page from the URL, and asks once for that view', async () => {
    const { calls } = open('/audit?entity=city&userId=5&page=1', ENTRIES, 25);
    await rows();
    expect(calls()).toEqual(['?page=1&entity=city&userId=5']);
    expect(screen.getByLabelText(texts.entity)).toHaveValue('city');
    expect(screen.getByLabelText(texts.userId)).toHaveValue('5');
    expect(screen.getByText('Page 2 / 3')).toBeInTheDocument();
  });

  it('applies the filters to the URL and the request, back on the first page, and clears them', async () => {
    const { calls, user } = open('/audit?page=1', ENTRIES, 25);
    await rows();
    await user.selectOptions(screen.getByLabelText(texts.entity), 'discount_plan');
    await user.type(screen.getByLabelText(texts.userId), '4x2');
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await waitFor(() => expect(calls()).toContain('?page=0&entity=discount_plan&userId=42'));
    await user.click(screen.getByRole('button', { name: texts.clear }));
    await waitFor(() => expect(calls().at(-1)).toBe('?page=0'));
    expect(screen.getByLabelText(texts.entity)).toHaveValue('');
  });

  it('pages with Next, keeping the filters', async () => {
    const { calls, user } = open('/audit?entity=car', ENTRIES, PAGE_SIZE + 1);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls()).toContain('?page=1&entity=car'));
  });

  it('drops a filter the contract refuses instead of sending it', async () => {
    const { calls } = open('/audit?entity=spaceship&userId=abc');
    await rows();
    expect(calls()).toEqual(['?page=0']);
  });

  it('says when nothing matches', async () => {
    open('/audit?entity=review', []);
    expect(await screen.findByText(texts.empty, {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is for administrators only', async () => {
    mockApi();
    await expectSentHome('/audit');
    startSession(customerToken());
    await expectSentHome('/audit');
  });
});
