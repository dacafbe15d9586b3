import { vi } from 'vitest';

export type MockReply =
  { status?: number; body?: unknown } | ((init: RequestInit | undefined) => Response | Promise<Response>);

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const PUBLIC_CONFIG = {
  googleClientId: null,
  paymentMode: 'test',
  timezone: 'Europe/Berlin',
};

export const CITIES = [
  { id: 1, name: 'Berlin', lat: 52.52, lon: 13.405, depoAddress: 'Alexanderplatz 1' },
  { id: 2, name: 'Munich', lat: 48.137, lon: 11.575, depoAddress: 'Marienplatz 1' },
];

/**
 * Replaces `fetch` (the network boundary) with canned answers keyed "METHOD /path". Unknown
 * calls answer 404 in the standard error body so a missing mock is visible in the test.
 */
export function mockApi(replies: Record<string, MockReply> = {}) {
  const table: Record<string, MockReply> = {
    'GET /api/config': { body: PUBLIC_CONFIG },
    'GET /api/cities': { body: CITIES },
    // /discount-plans is the neutral public page several tests render: no plans unless a test says so.
    'GET /api/discountPlans': { body: [] },
    ...replies,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const reply = table[key];
    if (!reply) return jsonResponse(404, { errors: [{ error: `No mock for ${key}` }] });
    if (typeof reply === 'function') return reply(init);
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th call to `path`. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, path: string, n = 0): unknown {
  const call = fetchMock.mock.calls.filter(([input]) => String(input).endsWith(path))[n];
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
