import type { FastifyPluginAsync } from 'fastify';
import { citiesRoutes } from './cities.routes';
import { createCitiesService } from './cities.service';

/** Cities with a depot under /api/cities: list, lookup in the gazetteer, route estimate, create. */
export const citiesPlugin: FastifyPluginAsync = async (app) => {
  const service = createCitiesService({ db: app.database.db });
  await app.register(citiesRoutes, { prefix: '/api/cities', service });
};
