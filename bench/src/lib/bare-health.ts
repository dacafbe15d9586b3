/**
 * Child process: the ceiling of the start benchmark's health run — a bare Fastify answering GET /api/health with the
 * same JSON as the app, in a process of its own as the app is. Prints `{"port": n}` when listening; SIGTERM closes it.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('not listening on TCP');
process.once('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
