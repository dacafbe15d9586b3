import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, IdParams } from '@wayfare/common';
import { currentUser } from '../../plugins/auth';
import type { PaymentReceipts } from './payment-receipts';

/** The PDF as OpenAPI says it: binary content of its own media type (the errors stay the JSON error body). */
const pdfFile = z
  .unknown()
  .describe('The receipt (a PDF file)')
  .meta({ content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } });

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export interface ReceiptsRoutesOptions {
  receipts: PaymentReceipts;
}

/** A payment's receipt as a PDF (docs/product/bookings-and-payments.md#receipts). */
export const receiptsRoutes: FastifyPluginAsyncZod<ReceiptsRoutesOptions> = async (app, { receipts }) => {
  app.get(
    '/:id/receipt',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'The receipt of a paid payment or a refund (application/pdf)',
        description:
          "Answers the PDF as an attachment (`wayfare-receipt-{id}.pdf`), written in the payer's language (`wayfare-" +
          "quittung-{id}.pdf` in German, `wayfare-recu-{id}.pdf` in French). The payment's owner or an administrator " +
          'only: 404 for anyone else. 409 when the payment is not paid (refunds always have a receipt).',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: pdfFile, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const viewer = { userId: user.userId, isAdmin: user.roles.includes('ADMIN') };
      const { fileName, pdf } = await receipts.receipt(viewer, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
