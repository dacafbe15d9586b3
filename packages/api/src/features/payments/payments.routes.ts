import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DamageChargeBody,
  ErrorBody,
  PageQuery,
  PayBookingQuery,
  Payment,
  PaymentLink,
  PaymentResult,
  PaymentResultParams,
  PaymentResultQuery,
  paymentsTexts,
} from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { PaymentConfirmation } from './payment-confirm';
import type { PaymentReads, Viewer } from './payment-reads';
import type { createPaymentsService } from './payments.service';
import { requestOrigin } from '../../lib/request-origin';
import type { RoutesApp } from '../../lib/routes-app';
import { datedCsvName } from '../../lib/csv-export';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
/** The CSV as OpenAPI says it: a file of its own media type (the errors stay the JSON error body). */
const csvFile = z
  .unknown()
  .describe('The payments (a CSV file)')
  .meta({ content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } } });

/** What the caller is to the payments they may see. */
const viewer = (user: { userId: number; roles: readonly string[] }): Viewer => ({
  userId: user.userId,
  isAdmin: user.roles.includes('ADMIN'),
});

export interface PaymentsRoutesOptions {
  service: ReturnType<typeof createPaymentsService>;
  reads: PaymentReads;
  confirmation: PaymentConfirmation;
}

/** The payment calls (docs/product/bookings-and-payments.md#bookings-api). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { service, reads, confirmation },
) => {
  listRoutes(app, reads);
  chargeRoutes(app, service);
  confirmRoutes(app, confirmation);
};

/** What the caller may see of the payments: the list, a page, the count, the CSV export. */
function listRoutes(app: RoutesApp, reads: PaymentReads): void {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Payments, newest first (admins: all; customers: their own)',
        security,
        response: { 200: z.array(Payment), ...errors },
      },
    },
    (request) => reads.list(viewer(currentUser(request)), request.locale),
  );

  app.get(
    '/paged',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One page of the payments',
        security,
        querystring: PageQuery,
        response: { 200: z.array(Payment), ...errors },
      },
    },
    (request) => reads.page(viewer(currentUser(request)), request.query.page, request.locale),
  );

  app.get(
    '/count',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'How many payments the caller sees',
        security,
        response: { 200: z.number().int(), ...errors },
      },
    },
    (request) => reads.count(viewer(currentUser(request))),
  );

  app.get(
    '/export.csv',
    {
      onRequest: app.requireRole('ADMIN'),
      schema: {
        tags,
        summary: 'Every payment as a CSV file (text/csv), newest first',
        description:
          'UTF-8, RFC 4180, a header row; streamed from the database. Amounts are plain numbers (refunds negative); ' +
          "text cells starting with = + - @ (or a tab or carriage return) get a leading ' so spreadsheets do not run them.",
        security,
        response: { 200: csvFile, ...errors },
      },
    },
    (request, reply) => {
      const { csv, day } = reads.exportCsv((key) => app.catalogue.text(request.locale, paymentsTexts, key));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${datedCsvName('payments', day)}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}

/** The calls that ask for money: a booking's checkout link, a damage charge. */
function chargeRoutes(app: RoutesApp, service: PaymentsRoutesOptions['service']): void {
  const origin = (request: Parameters<typeof requestOrigin>[0]) => requestOrigin(request, app.config);

  app.get(
    '/pay',
    {
      // Customers pay their own bookings; administrators cannot book, so they have nothing to pay here.
      onRequest: app.requireRole('CUSTOMER'),
      schema: {
        tags,
        summary: "The checkout link of the caller's Unpaid booking",
        security,
        querystring: PayBookingQuery,
        response: { 200: PaymentLink, ...errors },
      },
    },
    (request) =>
      service.payBooking(currentUser(request).userId, request.query.bookingId, origin(request), request.locale),
  );

  app.post(
    '/create-request',
    {
      // Administrators file charges on any trip; customers report damage on their own (the service checks whose).
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Charge a customer for damage found after a trip (administrators: any trip; customers: their own, priced by the server)',
        description:
          'A customer must own the booking (403 otherwise) and name the damage with `damageTypeIds` (or a description ' +
          "listing damage type names); the amount is the damage types' costs after the booking's coverage, whatever " +
          '`totalCost` says. 204 when the coverage leaves nothing to pay (Premium): no charge is made.',
        security,
        body: DamageChargeBody,
        response: { 201: Payment, 204: z.null().describe('Nothing to pay: no charge made'), ...errors },
      },
    },
    async (request, reply) => {
      const payment = await service.createDamageCharge(viewer(currentUser(request)), request.body, origin(request));
      return payment ? reply.code(201).send(payment) : reply.code(204).send(null);
    },
  );
}

/** The return from a checkout. */
function confirmRoutes(app: RoutesApp, confirmation: PaymentConfirmation): void {
  app.get(
    '/:responseType',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Confirm a checkout the browser returned from; paid only when the provider says so',
        security,
        params: PaymentResultParams,
        querystring: PaymentResultQuery,
        response: { 200: PaymentResult, ...errors },
      },
    },
    async (request) => {
      // The customer left the checkout: nothing to confirm, nothing changes.
      if (request.params.responseType === 'cancel') return { paid: false };
      return confirmation.confirmReturn(currentUser(request).userId, request.query.sessionId);
    },
  );
}
