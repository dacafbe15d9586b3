import type { FastifyPluginAsync } from 'fastify';
import { syncRollupTimeZone } from '../../db/rollups';
import { createStatisticsSeries } from './statistics-series';
import { statisticsRoutes } from './statistics.routes';
import { createStatisticsService } from './statistics.service';

/** The statistics page and the car info totals under /api/statistics (administrators only). */
export const statisticsPlugin: FastifyPluginAsync = async (app) => {
  const deps = { db: app.database.db, timeZone: app.config.timezone };
  const service = createStatisticsService(deps);
  const series = createStatisticsSeries(deps);
  // The month and day roll-ups are bucketed in the business time zone: the database learns it before any request
  // (a new zone rebuilds them, decision 016).
  app.addHook('onReady', () => syncRollupTimeZone(deps.db, deps.timeZone));
  await app.register(statisticsRoutes, { prefix: '/api/statistics', service, series });
};
