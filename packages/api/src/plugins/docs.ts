import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI from the routes' zod schemas: the UI at /api/docs, the JSON document at /api/docs/json. Registered before
 * the features, because @fastify/swagger collects routes as they are added.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Wayfare API', version: '1.0.0', description: 'Car rental: accounts, cities, cars, bookings.' },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI's own CSP instead of the app's, minus upgrade-insecure-requests (it would break plain-http hosts)
      // and plus inline styles, which Swagger UI sets on its elements (checked in Chromium).
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace(/style-src ([^;]*);/, (_all, sources: string) => `style-src ${sources.trim()} 'unsafe-inline';`),
    });
  },
  { name: 'docs' },
);
