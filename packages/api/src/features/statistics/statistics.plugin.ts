import type { FastifyPluginAsync } from 'fastify';
import { createStatisticsSeries } from './statistics-series';
import { statisticsRoutes } from './statistics.routes';
import { createStatisticsService } from './statistics.service';

/** The statistics page and the car info totals under /api/statistics (administrators only). */
export const statisticsPlugin: FastifyPluginAsync = async (app) => {
  const service = createStatisticsService(app.database.db, app.config.timezone);
  const series = createStatisticsSeries(app.database.db, app.config.timezone);
  await app.register(statisticsRoutes, { prefix: '/api/statistics', service, series });
};
