import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  TestCheckoutParams,
  TestCheckoutPayBody,
  TestCheckoutRedirect,
  TestCheckoutSession,
} from '@wayfare/common';
import type { createTestCheckoutService } from './test-checkout.service';

const tags = ['test checkout'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The embedded card page's API. No login: the unguessable session id is the capability, as on a hosted page. */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createTestCheckoutService>;
}> = async (app, { service }) => {
  app.get(
    '/:sessionId',
    {
      schema: {
        tags,
        summary: 'What the test card page shows',
        params: TestCheckoutParams,
        response: { 200: TestCheckoutSession, ...errors },
      },
    },
    (request) => service.getSession(request.params.sessionId),
  );

  app.post(
    '/:sessionId/pay',
    {
      schema: {
        tags,
        summary: 'Pay with a test card (4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)',
        params: TestCheckoutParams,
        body: TestCheckoutPayBody,
        response: { 200: TestCheckoutRedirect, ...errors },
      },
    },
    (request) => service.pay(request.params.sessionId, request.body),
  );

  app.post(
    '/:sessionId/cancel',
    {
      schema: {
        tags,
        summary: 'Leave the card page for the shop',
        params: TestCheckoutParams,
        response: { 200: TestCheckoutRedirect, ...errors },
      },
    },
    (request) => service.cancel(request.params.sessionId),
  );
};
