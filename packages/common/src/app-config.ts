import { z } from 'zod';

/**
 * `GET /api/config`: the settings that depend on how this server is deployed, which the web app cannot know when it
 * is built. The business constants (page size, delivery fee…) are not here: the web app and the API import them from
 * this package at the same commit, so they cannot differ, and a price or a page needs no round trip to be drawn.
 */
export const PublicConfig = z.object({
  googleClientId: z.string().nullable(),
  paymentMode: z.enum(['test', 'stripe']),
  timezone: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
