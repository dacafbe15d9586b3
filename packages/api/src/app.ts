import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { bootDatabase } from './boot-database';
import type { Database } from './db/client';
import { auctionsPlugin } from './features/auctions/auctions.plugin';
import { auditPlugin } from './features/audit/audit.plugin';
import { authPlugin } from './features/auth/auth.plugin';
import { bookingsPlugin } from './features/bookings/bookings.plugin';
import { bookingsPort } from './features/bookings/bookings-port';
import { carsPlugin } from './features/cars/cars.plugin';
import { citiesPlugin } from './features/cities/cities.plugin';
import { deploymentsPlugin } from './features/deployments/deployments.plugin';
import { discountPlansPlugin } from './features/discount-plans/discount-plans.plugin';
import { mapsPlugin } from './features/maps/maps.plugin';
import { messagesPlugin } from './features/messages/messages.plugin';
import { notificationsPlugin } from './features/notifications/notifications.plugin';
import { paymentsPlugin } from './features/payments/payments.plugin';
import { reviewsPlugin } from './features/reviews/reviews.plugin';
import { statisticsPlugin } from './features/statistics/statistics.plugin';
import { fleetPlugin } from './features/fleet/fleet.plugin';
import { systemPlugin } from './features/system/system.plugin';
import { usersPlugin } from './features/users/users.plugin';
import { bearerAuthPlugin } from './plugins/auth';
import { bodyParserPlugin } from './plugins/body-parser';
import { contextPlugin } from './plugins/context';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { localePlugin } from './plugins/locale';
import { providersPlugin } from './plugins/providers';
import { securityPlugin } from './plugins/security';
import { shutdownPlugin } from './plugins/shutdown';
import { staticPlugin } from './plugins/static';
import { realtimePlugin } from './realtime/realtime.plugin';
import { schedulerJobsPlugin } from './scheduler/scheduler.plugin';
import { resolveJwtSecret } from './security/jwt-secret';
import { createSessions } from './security/sessions';
import { createTokenSigner } from './security/tokens';
import { deferredChildLoggerFactory } from './lib/deferred-child-logger';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { createResponseSerializerCompiler, type ResponseSerializerOptions } from './lib/response-serializer';

export interface AppDeps {
  /** An open, migrated database. Without one, the app opens, migrates and seeds the configured one and closes it on close(). */
  database?: Database;
  /** Defaults to JWT_SECRET, else the secret kept in DATA_DIR. */
  jwtSecret?: string;
  /** Tests: check every answer of the fast response serialiser against the zod one (lib/response-serializer.ts). */
  responseSerializer?: ResponseSerializerOptions;
}

export type App = FastifyInstance;

/**
 * Builds the whole application (not yet listening): the cross-cutting plugins, the providers features share, then
 * the features — the map of the whole API. Each feature's `<name>.plugin.ts` builds its services once, subscribes
 * to the domain events it reacts to, and registers its `<name>.routes.ts` under its own /api prefix(es).
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // request.log is made on first use at an enabled level (lib/deferred-child-logger.ts).
    childLoggerFactory: deferredChildLoggerFactory,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Our shutdown plugin answers 503 with the usual error body instead of Fastify's own.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler(deps.responseSerializer));

  let database = deps.database;
  if (!database) {
    const opened = await bootDatabase(
      config,
      (message) => app.log.info(message),
      (message) => app.log.warn(message),
    );
    app.addHook('onClose', () => opened.close());
    database = opened;
  }
  const tokens = createTokenSigner(deps.jwtSecret ?? resolveJwtSecret(config));

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(shutdownPlugin);
  await app.register(bodyParserPlugin);
  await app.register(securityPlugin, { config });
  await app.register(docsPlugin);
  await app.register(contextPlugin, { config, database });
  await app.register(bearerAuthPlugin, { tokens, sessions: createSessions(database.db, tokens) });
  // Built once and decorated on the app: app.google, app.paymentProviders, app.mailer.
  await app.register(providersPlugin);
  await app.register(realtimePlugin);
  // app.scheduledJobs: each feature registers its timed jobs, which run in this order (server.ts starts them):
  // bookings (lifecycle, change lapse), payments (refund retry), auctions (close, claim lapse); then the outbox.
  await app.register(schedulerJobsPlugin);

  await app.register(notificationsPlugin); // no routes: e-mails written to the outbox on domain events
  await app.register(systemPlugin); // /api/health, /api/ready, /api/config
  await app.register(authPlugin); // /api/auth
  await app.register(usersPlugin); // /api/users
  await app.register(citiesPlugin); // /api/cities
  await app.register(mapsPlugin); // /api/maps
  await app.register(messagesPlugin); // /api/messages
  await app.register(carsPlugin, { bookings: bookingsPort }); // /api/cars
  await app.register(bookingsPlugin); // /api/bookings (paymentConfirmed → Paid)
  await app.register(statisticsPlugin); // /api/statistics
  await app.register(fleetPlugin); // /api/fleet (the calendar)
  await app.register(paymentsPlugin, { bookings: bookingsPort }); // /api/payments (+ receipts), /test-checkout, /webhook (bookingCanceled, bookingChanged, refundsRequested → refunds paid out)
  await app.register(reviewsPlugin, { bookings: bookingsPort }); // /api/reviews (a review moves its trip Finished ⇄ Rated)
  await app.register(discountPlansPlugin); // /api/discountPlans, /api/payments/create-discount-link (paymentConfirmed → plan granted)
  await app.register(auctionsPlugin, { bookings: bookingsPort }); // /api/auctions, /api/bookings/claim, STOMP /auction/* (bookingCanceled → claim reopened)
  await app.register(deploymentsPlugin); // /api/deployments
  await app.register(auditPlugin); // /api/audit (read only: the admin writes record themselves)

  // Last: the web app and the fallback for every path no route claimed.
  await app.register(staticPlugin, { webDistDir: config.webDistDir, webServerDir: config.webServerDir });
  return app;
}
