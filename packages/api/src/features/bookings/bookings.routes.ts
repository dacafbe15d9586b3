import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Booking, CarIdQuery, ErrorBody, MapImage } from '@wayfare/common';
import { createBookingsService } from './bookings.service';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBookingsService(app.database.db, app.config.timezone);
  const adminOnly = app.requireRole('ADMIN');

  app.get(
    '/by-car',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "A car's bookings, newest trip first",
        security,
        querystring: CarIdQuery,
        response: { 200: z.array(Booking), ...errors },
      },
    },
    (request) => service.listCarBookings(request.query.carId),
  );

  app.get(
    '/by-car-map',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "A map of a car's trips",
        security,
        querystring: CarIdQuery,
        response: { 200: MapImage, ...errors },
      },
    },
    (request) => service.carTripsMap(request.query.carId),
  );
};
