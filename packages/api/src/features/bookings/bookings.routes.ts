import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Booking,
  BookingFilters,
  BookingIdQuery,
  BookingsPageQuery,
  BookingIdResponse,
  CalculateCostBody,
  CancelBookingResponse,
  CancellationQuote,
  CarIdQuery,
  CostBreakdown,
  CreateBookingBody,
  DamageType,
  ErrorBody,
  IdParams,
  MapImage,
} from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import { datedCsvName } from '../../lib/csv-export';
import type { RoutesApp } from '../../lib/routes-app';
import type { BookingsService } from './bookings.service';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** The CSV as OpenAPI says it: a file of its own media type (the errors stay the JSON error body). */
const csvFile = z
  .unknown()
  .describe('The bookings (a CSV file)')
  .meta({ content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } });
const IconParams = z.object({ file: z.string().regex(/^[a-z-]+\.svg$/) });

export const bookingsRoutes: FastifyPluginAsyncZod<{ service: BookingsService }> = async (app, { service }) => {
  tripRoutes(app, service);
  listRoutes(app, service);
  cancelRoutes(app, service);
  damageRoutes(app, service);
  carRoutes(app, service);
};

/** Pricing a trip and booking it. */
function tripRoutes(app: RoutesApp, service: BookingsService): void {
  const customerOnly = app.requireRole('CUSTOMER');
  const loggedIn = app.authenticate;

  app.post(
    '/calculate-cost',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: 'Price a trip (409 when the car cannot take it)',
        security,
        body: CalculateCostBody,
        response: { 200: CostBreakdown, 409: ErrorBody, ...errors },
      },
    },
    (request) => service.calculateCost(currentUser(request), request.body),
  );

  app.post(
    '',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        summary: 'Book a car (Unpaid, held 30 minutes)',
        security,
        body: CreateBookingBody,
        response: { 200: BookingIdResponse, 409: ErrorBody, ...errors },
      },
    },
    (request) => service.create(currentUser(request), request.body),
  );
}

/** The bookings lists, their count and the CSV export. */
function listRoutes(app: RoutesApp, service: BookingsService): void {
  const adminOnly = app.requireRole('ADMIN');
  const loggedIn = app.authenticate;

  app.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Every booking, newest first',
        security,
        response: { 200: z.array(Booking), ...errors },
      },
    },
    () => service.listAll(),
  );

  app.get(
    '/paged',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: 'One page of bookings (admins: all, customers: own), newest first, optionally filtered',
        description:
          'Filters, all optional: `status`, `carId`, `q` (part of the customer name or e-mail, any case), ' +
          '`from`/`to` (YYYY-MM-DD: trips overlapping those days in the business time zone).',
        security,
        querystring: BookingsPageQuery,
        response: { 200: z.array(Booking), 400: ErrorBody, ...errors },
      },
    },
    (request) => {
      const { page, ...filters } = request.query;
      return service.page(currentUser(request), page, filters);
    },
  );

  app.get(
    '/count',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: 'How many bookings /paged pages through (the same filters)',
        security,
        querystring: BookingFilters,
        response: { 200: z.number().int(), 400: ErrorBody, ...errors },
      },
    },
    (request) => service.count(currentUser(request), request.query),
  );

  app.get(
    '/export.csv',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'The filtered bookings as a CSV file (text/csv), newest first',
        description:
          'The same filters as `/paged`. UTF-8, RFC 4180, a header row; streamed from the database. Text cells ' +
          "starting with = + - @ (or a tab or carriage return) get a leading ' so spreadsheets do not run them.",
        security,
        querystring: BookingFilters,
        response: { 200: csvFile, 400: ErrorBody, ...errors },
      },
    },
    (request, reply) => {
      const { csv, day } = service.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${datedCsvName('bookings', day)}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/by-user',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: "The current user's bookings, newest first",
        security,
        response: { 200: z.array(Booking), ...errors },
      },
    },
    (request) => service.listOwn(currentUser(request)),
  );
}

/** Canceling an own booking, and what it would give back. */
function cancelRoutes(app: RoutesApp, service: BookingsService): void {
  const loggedIn = app.authenticate;

  app.get(
    '/cancel',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: 'Cancel an own Unpaid or Paid booking',
        security,
        querystring: BookingIdQuery,
        response: { 200: CancelBookingResponse, 409: ErrorBody, ...errors },
      },
    },
    async (request) => ({
      bookingId: request.query.bookingId,
      ...(await service.cancel(currentUser(request), request.query.bookingId)),
    }),
  );

  app.get(
    '/:id/cancellation',
    {
      onRequest: loggedIn,
      schema: {
        tags,
        summary: 'What canceling an own booking now gives back (the cancellation policy)',
        security,
        params: IdParams,
        response: { 200: CancellationQuote, 409: ErrorBody, ...errors },
      },
    },
    (request) => service.cancellation(currentUser(request), request.params.id),
  );
}

/** The damage catalogue and its icons. */
function damageRoutes(app: RoutesApp, service: BookingsService): void {
  const loggedIn = app.authenticate;

  app.get(
    '/damages',
    {
      onRequest: loggedIn,
      schema: { tags, summary: 'The damage catalogue', security, response: { 200: z.array(DamageType), ...errors } },
    },
    () => service.listDamageTypes(),
  );

  // Public: <img> tags send no bearer token. The icons never change for a given name, so caches may keep them.
  app.get(
    '/damages/icons/:file',
    { schema: { tags, summary: 'A damage type icon (SVG)', params: IconParams } },
    async (request, reply) => {
      const svg = service.damageIcon(request.params.file);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=604800, immutable').send(svg);
    },
  );
}

/** A car's bookings and the map of its trips (the car info page). */
function carRoutes(app: RoutesApp, service: BookingsService): void {
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
}
