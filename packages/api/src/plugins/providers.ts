import fp from 'fastify-plugin';
import { createGoogleVerifier, type GoogleVerifier } from '../integrations/identity/google';
import { createMailer, type Mailer } from '../integrations/mail';
import { createPaymentProviders, type PaymentProviders } from '../integrations/payments';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies Google ID tokens (sign-in in auth, account linking in users); null without GOOGLE_CLIENT_ID. */
    google: GoogleVerifier | null;
    /** The checkout providers (payments, discount plans): Stripe when configured, else the test checkout. */
    paymentProviders: PaymentProviders;
    /** Delivers the outbox (docs/product/bookings-and-payments.md#emails); only the scheduler's outbox job uses it. */
    mailer: Mailer;
  }
}

/**
 * The integrations that several parts of the app share, each built once from the configuration and decorated on
 * the app (as fastify/demo does), so that no feature builds its own copy.
 */
export const providersPlugin = fp(
  async (app) => {
    const { clientId, jwksUrl, issuers } = app.config.google;
    app.decorate<GoogleVerifier | null>(
      'google',
      clientId ? createGoogleVerifier({ clientId, jwksUrl, issuers }) : null,
    );
    app.decorate('paymentProviders', createPaymentProviders(app.config, app.database.db));
    const mailer = createMailer(app.config, (message, details) => app.log.info(details, message));
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'providers', dependencies: ['context'] },
);
