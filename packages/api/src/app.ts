import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { bootDatabase } from './db/boot';
import type { Database } from './db/client';
import { auctionsPlugin } from './features/auctions/auctions.plugin';
import { authRoutes } from './features/auth/auth.routes';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { carsRoutes } from './features/cars/cars.routes';
import { citiesRoutes } from './features/cities/cities.routes';
import { deploymentsPlugin } from './features/deployments/deployments.plugin';
import { discountPlansPlugin } from './features/discount-plans/discount-plans.plugin';
import { mapsRoutes } from './features/maps/maps.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { notificationsPlugin } from './features/notifications/notifications.plugin';
import { paymentsPlugin } from './features/payments/payments.plugin';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { systemRoutes } from './features/system/system.routes';
import { usersRoutes } from './features/users/users.routes';
import { authPlugin } from './plugins/auth';
import { bodyParserPlugin } from './plugins/body-parser';
import { contextPlugin } from './plugins/context';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { shutdownPlugin } from './plugins/shutdown';
import { staticPlugin } from './plugins/static';
import { realtimePlugin } from './realtime/realtime.plugin';
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

/** Builds the whole application (not yet listening): external plugins, then ours, then the features. */
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

  await app.register(errorsPlugin);
  await app.register(shutdownPlugin);
  await app.register(bodyParserPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(contextPlugin, { config, database });
  await app.register(authPlugin, { tokens, sessions: createSessions(database.db, tokens) });

  await app.register(realtimePlugin);

  await app.register(notificationsPlugin);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(citiesRoutes, { prefix: '/api/cities' });
  await app.register(mapsRoutes, { prefix: '/api/maps' });
  await app.register(messagesRoutes, { prefix: '/api/messages' });
  await app.register(carsRoutes, { prefix: '/api/cars' });
  await app.register(bookingsRoutes, { prefix: '/api/bookings' });
  await app.register(statisticsRoutes, { prefix: '/api/statistics' });
  await app.register(paymentsPlugin, { prefix: '/api/payments' });
  await app.register(reviewsRoutes, { prefix: '/api/reviews' });
  await app.register(discountPlansPlugin);
  await app.register(auctionsPlugin, { prefix: '/api' });
  await app.register(deploymentsPlugin, { prefix: '/api/deployments' });

  // Last: the web app and the fallback for every path no route claimed.
  await app.register(staticPlugin, { webDistDir: config.webDistDir, webServerDir: config.webServerDir });
  return app;
}
