import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Deployments control through Render (SPEC §2 Deployments, §7; DESIGN §8): being built. Registered under /api/deployments. */
export const deploymentsPlugin: FastifyPluginAsyncZod = async () => {};
