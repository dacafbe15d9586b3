import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A checkout session as the fake keeps it (only the fields our provider reads or tests check). */
export interface FakeSession {
  id: string;
  url: string;
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  params: Record<string, string>;
}

export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  refunds: Array<{ payment_intent: string; idempotencyKey: string | undefined }>;
  /** Plays the customer paying on Stripe's hosted page. */
  markPaid(sessionId: string): void;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

/**
 * Just the Stripe endpoints the provider calls (create and retrieve a checkout session, create a refund), on
 * 127.0.0.1, so the real SDK is exercised without the internet (docs/product/README.md#integrations). Idempotency
 * keys replay the session.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byKey = new Map<string, FakeSession>();
  const refunds: FakeStripe['refunds'] = [];
  let next = 1;

  const server = createServer(async (request, response) => {
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
      response.end(JSON.stringify(body));
    };
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    const path = (request.url ?? '').split('?')[0] ?? '';
    const view = (s: FakeSession) => ({
      id: s.id,
      object: 'checkout.session',
      url: s.url,
      payment_status: s.payment_status,
      payment_intent: s.payment_intent,
    });

    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const params = await readForm(request);
      const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, view(replay));
      const id = `cs_test_${next++}`;
      const session: FakeSession = {
        id,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        payment_status: 'unpaid',
        payment_intent: null,
        params,
      };
      sessions.set(id, session);
      if (idempotencyKey) byKey.set(idempotencyKey, session);
      return send(200, view(session));
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1] ?? ''));
      return session
        ? send(200, view(session))
        : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const params = await readForm(request);
      refunds.push({ payment_intent: params.payment_intent ?? '', idempotencyKey });
      return send(200, {
        id: `re_${next++}`,
        object: 'refund',
        payment_intent: params.payment_intent,
        status: 'succeeded',
      });
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    refunds,
    markPaid(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      session.payment_status = 'paid';
      session.payment_intent = `pi_for_${sessionId}`;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
