import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, PublicConfig } from '@wayfare/common';
import type { SystemService } from './system.service';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod<{ service: SystemService }> = async (app, { service }) => {
  app.get(
    '/health',
    { schema: { tags, summary: 'The process is up', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
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
