import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateDiscountPlanBody,
  DiscountPlan,
  DiscountPlanIdParams,
  ErrorBody,
  IsBought,
  IsBoughtQuery,
} from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { DiscountPlansService } from './discount-plans.service';

const tags = ['discountPlans'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The discount plan calls (docs/product/pricing.md#discount-plans). */
export const discountPlansRoutes: FastifyPluginAsyncZod<{ service: DiscountPlansService }> = async (
  app,
  { service },
) => {
  app.get('', { schema: { tags, summary: 'Plans on sale', response: { 200: z.array(DiscountPlan) } } }, () =>
    service.list(),
  );

  app.post(
    '',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Put a plan on sale',
        security,
        body: CreateDiscountPlanBody,
        response: { 201: DiscountPlan, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.body, currentUser(request).userId)),
  );

  app.get(
    '/is-bought',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether the caller has bought the plan',
        security,
        querystring: IsBoughtQuery,
        response: { 200: IsBought, ...errors },
      },
    },
    (request) => service.isBought(currentUser(request).userId, request.query.id),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Withdraw a plan (bought ones keep working)',
        security,
        params: DiscountPlanIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, currentUser(request).userId);
      return reply.code(204).send(null);
    },
  );
};
