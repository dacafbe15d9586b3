import type { FastifyPluginAsync } from 'fastify';
import { createCarBlocksService } from './car-blocks.service';
import { carBlocksRoutes } from './car-blocks.routes';
import { carsRoutes } from './cars.routes';
import { createCarsService } from './cars.service';

/** The fleet under /api/cars: features, lists, availability search, photos, the admin's CRUD and maintenance blocks. */
export const carsPlugin: FastifyPluginAsync = async (app) => {
  const service = createCarsService({ db: app.database.db, timeZone: app.config.timezone });
  await app.register(carsRoutes, { prefix: '/api/cars', service });
  const blocks = createCarBlocksService({ db: app.database.db, timeZone: app.config.timezone });
  await app.register(carBlocksRoutes, { prefix: '/api/cars', service: blocks });
};
