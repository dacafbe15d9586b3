import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { expectSentHome, renderApp } from '../../../test/render';
import { adminToken } from '../../../test/tokens';

const backend = { suspended: 'not_suspended', updatedAt: '2026-11-20T10:04:30.000Z', url: 'https://api.example.com' };
const frontend = { suspended: 'suspended', updatedAt: null, url: null };

/** Answers the status per serviceType, from a state the test can change. */
function statusReply(state: Record<string, object>) {
  return (_init: RequestInit | undefined, url = '') =>
    jsonResponse(200, state[new URL(url, 'http://x').searchParams.get('serviceType') ?? '']);
}

function mockDeployments(state: Record<string, object>, extra: Parameters<typeof mockApi>[0] = {}) {
  const reply = statusReply(state);
  const fetchMock = mockApi({ ...extra });
  // The mock keys by path only; route the status by query string here.
  const keyed = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/api/deployments/render/status')) return reply(init, url);
    return keyed(input, init);
  });
  return fetchMock;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
const calls = (fetchMock: ReturnType<typeof mockApi>, part: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(part));

describe('/deployments', () => {
  it('shows the backend and frontend rows: ONLINE/OFFLINE, last deploy time, Open only with a URL', async () => {
    startSession(adminToken());
    mockDeployments({ backend, frontend });
    renderApp('/deployments');
    expect(await screen.findByRole('heading', { name: 'Deployments' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Deployments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Service', 'Status', 'Last deploy', 'Actions']);
    await waitFor(() => expect(within(rowOf('Backend')).getByText('ONLINE')).toBeInTheDocument());
    expect(within(rowOf('Backend')).getByText('2026-11-20 10:04 UTC')).toBeInTheDocument();
    const open = within(rowOf('Backend')).getByRole('link', { name: 'Open' });
    expect(open).toHaveAttribute('href', 'https://api.example.com');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');

    await waitFor(() => expect(within(rowOf('Frontend')).getByText('OFFLINE')).toBeInTheDocument());
    expect(within(rowOf('Frontend')).getByRole('button', { name: 'Open' })).toBeDisabled();
    for (const name of ['Start', 'Suspend', 'Deploy'])
      expect(within(rowOf('Frontend')).getByRole('button', { name })).toBeEnabled();
  });

  it('Start on a running service says "Backend service is already running" without a request; Suspend on a suspended one likewise', async () => {
    startSession(adminToken());
    const fetchMock = mockDeployments({ backend, frontend });
    renderApp('/deployments');
    const user = userEvent.setup();
    await waitFor(() => expect(within(rowOf('Backend')).getByText('ONLINE')).toBeInTheDocument());
    await user.click(within(rowOf('Backend')).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Backend service is already running')).toBeInTheDocument();

    await waitFor(() => expect(within(rowOf('Frontend')).getByText('OFFLINE')).toBeInTheDocument());
    await user.click(within(rowOf('Frontend')).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Frontend service is already suspended')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(fetchMock, '/render/on')).toHaveLength(0);
    expect(calls(fetchMock, '/render/off')).toHaveLength(0);
  });

  it('Suspend asks first, then calls off and shows the reloaded status', async () => {
    startSession(adminToken());
    const state: Record<string, object> = { backend, frontend };
    const fetchMock = mockDeployments(state, {
      'GET /api/deployments/render/off': () => {
        state.backend = { ...backend, suspended: 'suspended' };
        return jsonResponse(200, state.backend);
      },
    });
    renderApp('/deployments');
    const user = userEvent.setup();
    await waitFor(() => expect(within(rowOf('Backend')).getByText('ONLINE')).toBeInTheDocument());
    await user.click(within(rowOf('Backend')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the backend?' });
    expect(calls(fetchMock, '/render/off')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(within(rowOf('Backend')).getByText('OFFLINE')).toBeInTheDocument());
    expect(calls(fetchMock, '/render/off?serviceType=backend')).toHaveLength(1);
    // Reloaded after the action.
    await waitFor(() => expect(calls(fetchMock, 'status?serviceType=backend').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the 503 of an unconfigured system in an Alert on the page, once', async () => {
    startSession(adminToken());
    const message = 'Deployments are not configured: set RENDER_API_KEY, RENDER_BACKEND_SERVICE_ID';
    const fetchMock = mockApi();
    const keyed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('/api/deployments/')
        ? jsonResponse(503, { errors: [{ error: message }] })
        : keyed(input, init),
    );
    renderApp('/deployments');
    const text = await screen.findByText(message);
    expect(text.closest('[role="alert"]')).toHaveTextContent('Not configured');
    // Both rows failed alike: one Alert, and no "Oops..." dialog on top of it.
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('Backend')).getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('is for admins only', async () => {
    mockApi();
    await expectSentHome('/deployments');
  });
});
