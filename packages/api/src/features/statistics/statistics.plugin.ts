import type { FastifyPluginAsync } from 'fastify';
import { createStatisticsSeries } from './statistics-series';
import { statisticsRoutes } from './statistics.routes';
import { createStatisticsService } from './statistics.service';

/** The statistics page and the car info totals under /api/statistics (administrators only). */
export const statisticsPlugin: FastifyPluginAsync = async (app) => {
  const deps = { db: app.database.db, timeZone: app.config.timezone };
  const service = createStatisticsService(deps);
  const series = createStatisticsSeries(deps);
  await app.register(statisticsRoutes, { prefix: '/api/statistics', service, series });
};
