import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CarBlock, CarBlockBody, CarBlockParams, CarIdParams, ErrorBody } from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { CarBlocksService } from './car-blocks.service';

const tags = ['cars'];
const security = [{ bearerAuth: [] }];
const adminErrors = { 401: ErrorBody, 403: ErrorBody };

/** Maintenance blocks of a car (docs/product/admin-tools.md#maintenance-blocks): administrators only. */
export const carBlocksRoutes: FastifyPluginAsyncZod<{ service: CarBlocksService }> = async (app, { service }) => {
  const adminOnly = app.requireRole('ADMIN');

  app.get(
    '/:id/blocks',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: "A car's maintenance blocks, earliest first",
        security,
        params: CarIdParams,
        response: { 200: z.array(CarBlock), 404: ErrorBody, ...adminErrors },
      },
    },
    (request) => service.list(request.params.id),
  );

  app.post(
    '/:id/blocks',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Take a car off the road for a period (409 naming the bookings in the way)',
        security,
        params: CarIdParams,
        body: CarBlockBody,
        response: { 201: CarBlock, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.params.id, request.body, currentUser(request).userId)),
  );

  app.delete(
    '/:id/blocks/:blockId',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Remove a block that has not ended',
        security,
        params: CarBlockParams,
        response: { 204: z.null().describe('Removed'), 404: ErrorBody, 409: ErrorBody, ...adminErrors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, request.params.blockId, currentUser(request).userId);
      return reply.code(204).send(null);
    },
  );
};
