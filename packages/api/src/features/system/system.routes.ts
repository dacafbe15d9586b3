import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, PublicConfig } from '@wayfare/common';
import type { SystemService } from './system.service';

const tags = ['system'];

/**
 * The probes' routes write no request lines at LOG_LEVEL=info: a balancer and a liveness check asking every few
 * seconds per instance would be most of the log, and writing two lines per request was most of the cost of
 * /api/health itself (bench/HISTORY.md, 2026-11-26 "start"). Their warnings and errors are still logged.
 */
const probeLogLevel = 'warn';

export const systemRoutes: FastifyPluginAsyncZod<{ service: SystemService }> = async (app, { service }) => {
  app.get(
    '/health',
    {
      logLevel: probeLogLevel,
      schema: { tags, summary: 'The process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      logLevel: probeLogLevel,
      schema: {
        tags,
        summary: 'The database answers (for load balancers)',
        response: { 200: z.object({ status: z.literal('ok') }), 503: ErrorBody },
      },
    },
    () => service.ready(),
  );

  app.get(
    '/config',
    { schema: { tags, summary: 'Public settings the web app needs', response: { 200: PublicConfig } } },
    async () => service.publicConfig(),
  );
};
