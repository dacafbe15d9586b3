import type { FastifyPluginAsync } from 'fastify';
import { carsRoutes } from './cars.routes';
import { createCarsService } from './cars.service';

/** The fleet under /api/cars: features, lists, availability search, photos, and the admin's CRUD. */
export const carsPlugin: FastifyPluginAsync = async (app) => {
  const service = createCarsService({ db: app.database.db, timeZone: app.config.timezone });
  await app.register(carsRoutes, { prefix: '/api/cars', service });
};
