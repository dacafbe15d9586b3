import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Auctions (SPEC §2 Auctions, §7; DESIGN §6): being built. Registered under /api. */
export const auctionsPlugin: FastifyPluginAsyncZod = async () => {};
