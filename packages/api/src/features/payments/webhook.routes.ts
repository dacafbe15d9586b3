import type { FastifyPluginAsync } from 'fastify';
import type { StripeWebhook } from './stripe-webhook';

/**
 * `POST /api/payments/webhook` (Stripe). Its own plugin so that only here the body stays the exact bytes Stripe
 * signed: the app-wide JSON parser is replaced in this encapsulated context alone.
 */
export const webhookRoutes: FastifyPluginAsync<{ webhook: StripeWebhook }> = async (app, { webhook }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhook', { schema: { tags: ['payments'], summary: 'Stripe webhook (signed)' } }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    return webhook.receive(raw, typeof header === 'string' ? header : undefined);
  });
};
