import fp from 'fastify-plugin';
import { messages } from '@wayfare/common';
import { AppError } from '../lib/app-error';

/**
 * Graceful shutdown, the HTTP half: once `close()` has begun, requests already running finish, and any new one
 * (say, on a kept-alive connection) gets 503 with the usual error body and `Connection: close`, so a load
 * balancer retries it elsewhere. Fastify's built-in 503 has a body of its own shape, so it is switched off in app.ts.
 */
export const shutdownPlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // Callback-style hooks: they run on every request, and an async hook costs a promise and a microtask each time.
    app.addHook('onRequest', (_request, _reply, done) => {
      if (closing) done(new AppError('UNAVAILABLE', messages.http.unavailable, undefined, { 'retry-after': '5' }));
      else done();
    });
    // Every answer given while closing ends its connection: a kept-alive socket left idle would otherwise hold
    // close() open until its keep-alive timeout (72 s), far past the 10 s the process allows itself.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'shutdown', dependencies: ['errors'] },
);
