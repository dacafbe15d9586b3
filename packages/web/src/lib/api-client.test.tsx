import { screen } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../test/mock-api';
import { renderPage } from '../test/render';
import { customerToken } from '../test/tokens';
import { apiRequest, apiRequestWithHeaders } from './api-client';
import { ApiError, SessionEndedError } from './api-error';
import { setNavigator } from './navigation';
import { getSession, startSession } from './session';
import { shouldRenew } from './token-renewal';

const Pong = z.object({ ok: z.boolean() });

afterEach(() => setNavigator((to) => window.location.assign(to)));

describe('shouldRenew: renew within 9 minutes of expiry', () => {
  const now = 1_000_000;
  it.each([
    [now + 3600, false],
    [now + 541, false],
    [now + 540, true],
    [now + 60, true],
    [now - 1, true],
  ])('exp %i → %s', (exp, expected) => {
    expect(shouldRenew(exp, now)).toBe(expected);
  });
});

describe('apiRequest', () => {
  it('sends the bearer token and parses the answer with the schema', async () => {
    const token = customerToken();
    startSession(token);
    const fetchMock = mockApi({ 'GET /api/ping': { body: { ok: true, extra: 1 } } });
    await expect(apiRequest('/ping', { schema: Pong })).resolves.toEqual({ ok: true });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('gives the headers with the checked answer when asked with apiRequestWithHeaders', async () => {
    mockApi({
      'GET /api/ping': () =>
        new Response(JSON.stringify({ ok: true, extra: 1 }), {
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '42' },
        }),
    });
    const { data, headers } = await apiRequestWithHeaders('/ping', { schema: Pong });
    expect(data).toEqual({ ok: true });
    expect(headers.get('x-total-count')).toBe('42');
  });

  it('renews a token about to expire once, for concurrent calls, before making them', async () => {
    startSession(customerToken(120));
    const fresh = customerToken(3600);
    const fetchMock = mockApi({
      'POST /api/auth/renew': { body: { accessToken: fresh } },
      'GET /api/ping': { body: { ok: true } },
    });
    await Promise.all([apiRequest('/ping'), apiRequest('/ping'), apiRequest('/ping')]);

    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.filter((u) => u.endsWith('/auth/renew'))).toHaveLength(1);
    expect(urls[0]).toMatch(/\/auth\/renew$/);
    expect(getSession()?.token).toBe(fresh);
    const pingHeaders = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(pingHeaders.Authorization).toBe(`Bearer ${fresh}`);
  });

  it('does not renew a token with more than 9 minutes left', async () => {
    startSession(customerToken(600));
    const fetchMock = mockApi({ 'GET /api/ping': { body: { ok: true } } });
    await apiRequest('/ping');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ends the session and goes to /login when renewal fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const navigate = vi.fn();
    setNavigator(navigate);
    startSession(customerToken(60));
    const fetchMock = mockApi({
      'POST /api/auth/renew': { status: 401, body: { errors: [{ error: 'Invalid or expired token' }] } },
    });

    await expect(apiRequest('/ping')).rejects.toBeInstanceOf(SessionEndedError);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the user whose renewal fails back to the page they were on once logged in again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const navigate = vi.fn();
    setNavigator(navigate);
    window.history.pushState(null, '', '/my-bookings?page=2');
    startSession(customerToken(60));
    mockApi({ 'POST /api/auth/renew': { status: 401, body: { errors: [{ error: 'Invalid or expired token' }] } } });

    await expect(apiRequest('/ping')).rejects.toBeInstanceOf(SessionEndedError);
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fmy-bookings%3Fpage%3D2');
    window.history.pushState(null, '', '/');
  });

  it('throws a typed ApiError for a failed call', async () => {
    mockApi({ 'POST /api/things': { status: 409, body: { errors: [{ error: 'Already there' }] } } });
    const error = await apiRequest('/things', { method: 'POST', body: {}, errorDialog: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('409 - Already there');
  });
});

describe('the "Oops..." dialog', () => {
  it('shows the status and first error of a failed call', async () => {
    mockApi({ 'GET /api/things': { status: 404, body: { errors: [{ error: 'Car not found' }] } } });
    renderPage(<p>page</p>);
    await screen.findByText('page');
    await apiRequest('/things').catch(() => undefined);
    expect(await screen.findByRole('dialog', { name: 'Oops...' })).toHaveTextContent('404 - Car not found');
  });

  it('shows the URL and "Network error" when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage(<p>page</p>);
    await screen.findByText('page');
    await apiRequest('/things').catch(() => undefined);
    expect(await screen.findByRole('dialog', { name: 'Oops...' })).toHaveTextContent(
      'http://localhost:3000/api/things - Network error',
    );
  });

  it('stays closed when the caller handles the error itself', async () => {
    mockApi({ 'GET /api/things': () => jsonResponse(500, 'boom') });
    renderPage(<p>page</p>);
    await screen.findByText('page');
    await apiRequest('/things', { errorDialog: false }).catch(() => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
