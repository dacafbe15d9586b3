import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, FleetCalendar, FleetCalendarQuery } from '@wayfare/common';
import type { FleetService } from './fleet.service';

/** The fleet calendar (docs/product/admin-tools.md#fleet-calendar): administrators only. */
export const fleetRoutes: FastifyPluginAsyncZod<{ service: FleetService }> = async (app, { service }) => {
  app.get(
    '/calendar',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags: ['fleet'],
        summary: "Every car's live bookings over a range of days (both included, at most 62)",
        security: [{ bearerAuth: [] }],
        querystring: FleetCalendarQuery,
        response: { 200: FleetCalendar, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    (request) => service.calendar(request.query),
  );
};
