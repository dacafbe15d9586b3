import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CarIdQuery, CarStatistics, ErrorBody } from '@wayfare/common';
import { createStatisticsService } from './statistics.service';

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStatisticsService(app.database.db);

  app.get(
    '/by-car',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['statistics'],
        summary: "One car's totals (car info page)",
        security: [{ bearerAuth: [] }],
        querystring: CarIdQuery,
        response: { 200: CarStatistics, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => service.carStatistics(request.query.carId),
  );
};
