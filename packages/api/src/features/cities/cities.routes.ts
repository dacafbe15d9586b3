import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  City,
  CityIdParams,
  CityLookup,
  CreateCityBody,
  ErrorBody,
  LookupCityQuery,
  RouteInfo,
  RouteQuery,
} from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { CitiesService } from './cities.service';

const tags = ['cities'];
const admin = [{ bearerAuth: [] }];

export const citiesRoutes: FastifyPluginAsyncZod<{ service: CitiesService }> = async (app, { service }) => {
  // '' rather than '/': the path is exactly the prefix, as clients and the OpenAPI document spell it.
  app.get('', { schema: { tags, summary: 'Every city with a depot, by name', response: { 200: z.array(City) } } }, () =>
    service.listCities(),
  );

  // Admin only: the create-city dialog is its one user, and the gazetteer costs ~30 MB once loaded.
  app.get(
    '/lookupCity',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Find a city by name in the offline gazetteer (null when nothing matches)',
        security: admin,
        querystring: LookupCityQuery,
        response: { 200: CityLookup.nullable(), 400: ErrorBody },
      },
    },
    (request) => service.lookupCity(request.query.cityName),
  );

  app.get(
    '/route',
    {
      schema: {
        tags,
        summary: 'Distance (km), driving time (h) and map of a route between two cities',
        querystring: RouteQuery,
        response: { 200: RouteInfo, 400: ErrorBody, 404: ErrorBody },
      },
    },
    (request) => service.routeInfo(request.query.fromCity, request.query.toCity),
  );

  app.post(
    '',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Create a city with its depot',
        security: admin,
        body: CreateCityBody,
        response: { 201: City, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await service.createCity(request.body, currentUser(request).userId)),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One city', params: CityIdParams, response: { 200: City, 404: ErrorBody } } },
    (request) => service.getCity(request.params.id),
  );
};
