import { Server as NetServer } from 'node:net';
import fp from 'fastify-plugin';
import { messages } from '@wayfare/common';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * SIGTERM's graceful stop (server.ts): refuse new connections, keep serving the open ones for `graceMs`, each
     * answer ending its connection, then `close()`. Resolves once the app is closed.
     */
    drain(options: { graceMs: number }): Promise<void>;
    /** True from the start of a drain or of `close()`: /api/ready answers 503 so balancers take the instance out. */
    isDraining(): boolean;
  }
}

/**
 * Graceful shutdown, the HTTP half (README "Shutdown and rolling restarts" tells it from outside).
 *
 * 1. `drain()`: the listening socket closes (new connections are refused, a balancer turns to another instance);
 *    for the grace period every request on a connection already open is served as usual, its answer carrying
 *    `Connection: close`, so the client or balancer drops that connection itself after reading it. The grace ends
 *    early once no connection is left.
 * 2. `close()`: idle connections still open are closed, the requests running finish (their answers close their
 *    connections), and a request that still arrives on an open connection gets 503 with the usual error body,
 *    `Retry-After` and `Connection: close`. Fastify's built-in 503 has a body of its own shape, so it is switched off
 *    in app.ts.
 *
 * Why the grace: closing an idle kept-alive connection races the peer, which may be writing a request down it at
 * that instant. The request is reset, and a balancer does not send a POST again once it reached an instance (a bid or
 * a booking might have been made): nginx answered such writes 502 (the fault suite's drain-writes test). A peer that
 * reads `Connection: close` never sends on that connection again, so by the end of the grace the connections a busy
 * balancer reuses are gone, and only those it left unused for the whole grace remain to be closed.
 */
export const shutdownPlugin = fp(
  async (app) => {
    let draining = false;
    let closing = false;
    let drained: Promise<void> | undefined;

    app.decorate('isDraining', () => draining || closing);
    app.decorate('drain', ({ graceMs }: { graceMs: number }) => (drained ??= drain(graceMs)));

    async function drain(graceMs: number): Promise<void> {
      draining = true;
      const server = app.server;
      if (server.listening && graceMs > 0) {
        // net.Server's close, not http.Server's: the latter also closes the idle kept-alive connections at once
        // (Node ≥ 19), the very race the grace is for. Its callback runs once no connection is left.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve())),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
        ]);
        clearTimeout(timer);
      }
      // http.Server's close within: the idle connections left are closed, the running requests finish.
      await app.close();
    }

    app.addHook('preClose', async () => {
      closing = true;
    });
    // Callback-style hooks: they run on every request, and an async hook costs a promise and a microtask each time.
    app.addHook('onRequest', (_request, _reply, done) => {
      if (closing) done(new AppError('UNAVAILABLE', messages.http.unavailable, undefined, { 'retry-after': '5' }));
      else done();
    });
    // Every answer given while draining or closing ends its connection: the peer then opens its next one elsewhere,
    // and a kept-alive socket left idle cannot hold close() open until its keep-alive timeout (72 s), far past the
    // 10 s the process allows itself.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining || closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'shutdown', dependencies: ['errors'] },
);
