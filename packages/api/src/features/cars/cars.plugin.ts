import type { FastifyPluginAsync } from 'fastify';
import type { BookingsPort } from '../../domain/bookings-port';
import { createCarBlocksService } from './car-blocks.service';
import { carBlocksRoutes } from './car-blocks.routes';
import { carsRoutes } from './cars.routes';
import { createCarsService } from './cars.service';

/**
 * The fleet under /api/cars: features, lists, availability search, photos, the admin's CRUD and maintenance blocks.
 * The bookings in a retired car's or a block's way are asked of the bookings feature's port (app.ts hands it over).
 */
export const carsPlugin: FastifyPluginAsync<{ bookings: BookingsPort }> = async (app, { bookings }) => {
  const service = createCarsService({ db: app.database.db, timeZone: app.config.timezone, bookings });
  await app.register(carsRoutes, { prefix: '/api/cars', service });
  const blocks = createCarBlocksService({ db: app.database.db, timeZone: app.config.timezone, bookings });
  await app.register(carBlocksRoutes, { prefix: '/api/cars', service: blocks });
};
