import type { FastifyPluginAsync } from 'fastify';
import { paymentMessages } from '@wayfare/common';
import { verifyWebhook } from '../../integrations/payments/stripe-webhooks';
import { AppError } from '../../lib/app-error';
import type { PaymentConfirmation } from './payment-confirm';

/**
 * `POST /api/payments/webhook` (Stripe). Its own plugin so that only here the body stays the exact bytes Stripe
 * signed: the app-wide JSON parser is replaced in this encapsulated context alone.
 */
export const webhookRoutes: FastifyPluginAsync<{ confirmation: PaymentConfirmation }> = async (app, { confirmation }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', { schema: { tags: ['payments'], summary: 'Stripe webhook (signed)' } }, async (request) => {
    const secret = app.config.stripe.webhookSecret;
    if (!secret) throw new AppError('UNAVAILABLE', paymentMessages.webhookNotConfigured);
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    const event = verifyWebhook(raw, typeof header === 'string' ? header : undefined, secret);
    if (!event) throw new AppError('BAD_REQUEST', paymentMessages.webhookSignature);
    await confirmation.handleWebhookEvent(event);
    return { received: true };
  });
};
