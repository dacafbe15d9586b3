import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvailableCarsBody,
  Car,
  CAR_LIMITS,
  CarBody,
  CarIdParams,
  CarPhotoParams,
  ErrorBody,
  Feature,
  PageQuery,
  SearchSuggestions,
  SearchSuggestionsBody,
  UpdateCarBody,
} from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { RoutesApp } from '../../lib/routes-app';
import type { CarsService } from './cars.service';
import { sendPhoto } from './photo-response';

const tags = ['cars'];
const admin = [{ bearerAuth: [] }];
const adminErrors = { 401: ErrorBody, 403: ErrorBody };

/**
 * Room for the largest legal form: 10 photos of 5 MB, base64-encoded (×4/3), plus the rest of the JSON. Only the
 * two routes that carry photos get it; everything else keeps Fastify's 1 MB default.
 */
const CAR_BODY_LIMIT = Math.ceil((CAR_LIMITS.maxPhotos * CAR_LIMITS.maxPhotoBytes * 4) / 3) + 1024 * 1024;

/**
 * Per IP, in memory per instance, as the maps and auth routes are: each call runs up to 15 availability queries
 * (SEARCH_SUGGESTIONS), and the page asks once per empty search, so 60 a minute leave a person plenty and a client
 * asking in a loop a bounded share of the database.
 */
const suggestionsRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export const carsRoutes: FastifyPluginAsyncZod<{ service: CarsService }> = async (app, { service }) => {
  fleetRoutes(app, service);
  searchRoutes(app, service);
  carRoutes(app, service);
  adminRoutes(app, service);
};

/** The fleet as lists: features, count, a page, the exclusive cars. */
function fleetRoutes(app: RoutesApp, service: CarsService): void {
  const adminOnly = app.requireRole('ADMIN');

  app.get(
    '/features',
    { schema: { tags, summary: 'Every car feature, by type then text', response: { 200: z.array(Feature) } } },
    () => service.listFeatures(),
  );

  app.get(
    '/count',
    { schema: { tags, summary: 'How many cars the fleet has', response: { 200: z.number().int() } } },
    () => service.countCars(),
  );

  app.get(
    '/paged',
    {
      schema: {
        tags,
        summary: 'One page of the fleet, by id',
        querystring: PageQuery,
        response: { 200: z.array(Car) },
      },
    },
    (request) => service.pageCars(request.query.page),
  );

  app.get(
    '/exclusive',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Cars kept for auctions',
        security: admin,
        response: { 200: z.array(Car), ...adminErrors },
      },
    },
    () => service.listExclusiveCars(),
  );
}

/** The availability search and the suggestions of an empty one. */
function searchRoutes(app: RoutesApp, service: CarsService): void {
  app.post(
    '/availableCars',
    {
      schema: {
        tags,
        summary:
          'Cars free for a trip, each with its price estimate; optionally sorted and paged (total in X-Total-Count)',
        body: AvailableCarsBody,
        response: { 200: z.array(Car), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { cars: found, total } = await service.findAvailableCars(request.body);
      return reply.header('X-Total-Count', String(total)).send(found);
    },
  );

  app.post(
    '/availableCars/suggestions',
    {
      config: suggestionsRateLimit,
      schema: {
        tags,
        summary:
          'For an empty search: the same trip a few days later or earlier, and the same dates from nearby pick-up cities, with how many cars each finds',
        body: SearchSuggestionsBody,
        response: { 200: SearchSuggestions, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    (request) => service.suggestSearches(request.body),
  );
}

/** One car and its photos. */
function carRoutes(app: RoutesApp, service: CarsService): void {
  app.get(
    '/photos/:photoId',
    { schema: { tags, summary: 'A car photo (cacheable for ever: its URL changes with it)', params: CarPhotoParams } },
    async (request, reply) => sendPhoto(request, reply, await service.getPhoto(request.params.photoId)),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One car', params: CarIdParams, response: { 200: Car, 404: ErrorBody } } },
    (request) => service.getCar(request.params.id),
  );
}

/** The administrators' writes: add, replace, retire a car. */
function adminRoutes(app: RoutesApp, service: CarsService): void {
  const adminOnly = app.requireRole('ADMIN');

  app.post(
    '',
    {
      onRequest: adminOnly,
      bodyLimit: CAR_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Add a car',
        security: admin,
        body: CarBody,
        response: { 201: Car, 400: ErrorBody, 409: ErrorBody, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createCar(request.body, currentUser(request).userId)),
  );

  app.put(
    '/:id',
    {
      onRequest: adminOnly,
      bodyLimit: CAR_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Replace a car (photos given as their URLs are kept)',
        security: admin,
        params: CarIdParams,
        body: UpdateCarBody,
        response: { 200: Car, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...adminErrors },
      },
    },
    (request) => service.updateCar(request.params.id, request.body, currentUser(request).userId),
  );

  app.delete(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Retire a car (its bookings keep it)',
        security: admin,
        params: CarIdParams,
        response: { 204: z.null().describe('Deleted'), 404: ErrorBody, 409: ErrorBody, ...adminErrors },
      },
    },
    async (request, reply) => {
      await service.deleteCar(request.params.id, currentUser(request).userId);
      return reply.code(204).send(null);
    },
  );
}
