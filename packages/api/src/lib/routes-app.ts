import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The app as a routes plugin sees it (zod schemas as the type provider), for the functions a long routes file
 * registers its groups of routes with, in order, on the plugin's own instance.
 */
export type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];
