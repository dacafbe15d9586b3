import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A checkout session as the fake keeps it (only the fields our provider reads or tests check). */
export interface FakeSession {
  id: string;
  url: string;
  payment_status: 'paid' | 'unpaid';
  payment_intent: string | null;
  status: 'open' | 'complete' | 'expired';
  params: Record<string, string>;
}

export interface FakeStripe {
  port: number;
  sessions: Map<string, FakeSession>;
  refunds: Array<{ id: string; payment_intent: string; amount: number; idempotencyKey: string | undefined }>;
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
      status: s.status,
      amount_total: Number(s.params['line_items[0][price_data][unit_amount]'] ?? 0),
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
        status: 'open',
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
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (request.method === 'POST' && expire) {
      const session = sessions.get(decodeURIComponent(expire[1] ?? ''));
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      if (session.status !== 'open')
        return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
      session.status = 'expired';
      return send(200, view(session));
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const params = await readForm(request);
      const replay = refunds.find((refund) => idempotencyKey !== undefined && refund.idempotencyKey === idempotencyKey);
      const view = (refund: FakeStripe['refunds'][number]) => ({
        id: refund.id,
        object: 'refund',
        amount: refund.amount,
        payment_intent: refund.payment_intent,
        status: 'succeeded',
      });
      if (replay) return send(200, view(replay));
      const paymentIntent = params.payment_intent ?? '';
      const charged = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
      if (!charged) return send(400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      // As Stripe: without an amount the whole charge; never more than what is left of it.
      const total = Math.round(Number(charged.params['line_items[0][price_data][unit_amount]'] ?? 0));
      const done = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
      const amount = params.amount === undefined ? total - done : Number(params.amount);
      if (amount <= 0 || done + amount > total)
        return send(400, { error: { type: 'invalid_request_error', message: 'Refund amount exceeds the charge' } });
      const refund = { id: `re_${next++}`, payment_intent: paymentIntent, amount, idempotencyKey };
      refunds.push(refund);
      return send(200, view(refund));
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
      session.status = 'complete';
      session.payment_intent = `pi_for_${sessionId}`;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
