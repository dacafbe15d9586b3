import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateDiscountLinkBody, ErrorBody, PaymentLink } from '@wayfare/common';
import { requestOrigin } from '../../lib/request-origin';
import { currentUser } from '../../plugins/auth';
import type { DiscountPlansService } from './discount-plans.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** `POST /api/payments/create-discount-link` (docs/product/pricing.md#discount-plans): the plan side of payments. */
export const discountLinkRoutes: FastifyPluginAsyncZod<{ service: DiscountPlansService }> = async (
  app,
  { service },
) => {
  app.post(
    '/create-discount-link',
    {
      onRequest: app.requireRole('CUSTOMER'),
      schema: {
        tags: ['payments'],
        summary: 'The checkout link that buys a discount plan',
        security: [{ bearerAuth: [] }],
        body: CreateDiscountLinkBody,
        response: { 200: PaymentLink, ...errors },
      },
    },
    (request) =>
      service.createLink(currentUser(request).userId, request.body, requestOrigin(request, app.config), request.locale),
  );
};
