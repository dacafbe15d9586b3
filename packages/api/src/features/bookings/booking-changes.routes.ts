import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingChange,
  ChangeBookingBody,
  ChangeBookingResponse,
  ChangeQuote,
  ErrorBody,
  IdParams,
} from '@wayfare/common';
import { requestOrigin } from '../../lib/request-origin';
import { currentUser } from '../../plugins/auth';
import type { BookingChangesService } from './booking-changes.service';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Changing a booking (docs/product/bookings-and-payments.md#changing-a-booking), under /api/bookings. */
export const bookingChangesRoutes: FastifyPluginAsyncZod<{ service: BookingChangesService }> = async (
  app,
  { service },
) => {
  const customerOnly = app.requireRole('CUSTOMER');

  app.post(
    '/:id/change',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        summary: 'Change the trip of an own Unpaid or Paid booking before pick-up (same car, re-priced)',
        security,
        params: IdParams,
        body: ChangeBookingBody,
        response: { 200: ChangeBookingResponse, ...errors },
      },
    },
    (request) =>
      service.change(currentUser(request), request.params.id, request.body, requestOrigin(request, app.config)),
  );

  app.post(
    '/:id/change/quote',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        summary: 'What a change of an own booking would cost, next to what it costs now (nothing is written)',
        security,
        params: IdParams,
        body: ChangeBookingBody,
        response: { 200: ChangeQuote, ...errors },
      },
    },
    (request) => service.quote(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/:id/changes',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A booking's changes, oldest first (admins: any booking; customers: their own)",
        security,
        params: IdParams,
        response: { 200: z.array(BookingChange), ...errors },
      },
    },
    (request) => service.list(currentUser(request), request.params.id),
  );
};
