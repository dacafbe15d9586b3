import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { City, CityIdParams, ErrorBody } from '@wayfare/common';
import { createCitiesService } from './cities.service';

const tags = ['cities'];

export const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCitiesService(app.database.db);

  // '' rather than '/': the path is exactly the prefix, as clients and the OpenAPI document spell it.
  app.get(
    '',
    { schema: { tags, summary: 'Every city with a depot, by name', response: { 200: z.array(City) } } },
    () => service.listCities(),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One city', params: CityIdParams, response: { 200: City, 404: ErrorBody } } },
    (request) => service.getCity(request.params.id),
  );
};
