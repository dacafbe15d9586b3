import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, messages, PublicConfig } from '@wayfare/common';
import { AppError } from '../../lib/app-error';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async () => {
      if (!(await app.database.ping())) throw new AppError('UNAVAILABLE', messages.http.databaseUnavailable);
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/config',
    { schema: { tags, summary: 'Public settings the web app needs', response: { 200: PublicConfig } } },
    async (): Promise<PublicConfig> => ({
      googleClientId: app.config.google.clientId ?? null,
      paymentMode: app.config.paymentMode,
      timezone: app.config.timezone,
    }),
  );
};
