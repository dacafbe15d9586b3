/**
 * Child process: one autocannon run, so that the load generator never shares an event loop with the server it
 * measures. Reads its job as JSON from argv[2], prints the result as one JSON line on stdout.
 */
import autocannon from 'autocannon';
import type { CannonJob, CannonResult } from './cannon';

const job = JSON.parse(process.argv[2] ?? '{}') as CannonJob;
let next = 0;
const bodies = job.bodies ?? [];

const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.duration,
  method: job.method,
  headers: { 'content-type': 'application/json', ...job.headers },
  requests:
    bodies.length > 0
      ? [
          {
            method: job.method,
            // A different realistic body per request, in a fixed rotation (the same list the ceiling replays).
            setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
          },
        ]
      : undefined,
});

const out: CannonResult = {
  requestsPerSecond: result.requests.average,
  total: result.requests.total,
  latency: { p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.average, max: result.latency.max },
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
