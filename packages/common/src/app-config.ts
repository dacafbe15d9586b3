import { z } from 'zod';

/** `GET /api/config`: the public settings the web app needs at start. */
export const PublicConfig = z.object({
  googleClientId: z.string().nullable(),
  paymentMode: z.enum(['test', 'stripe']),
  pageSize: z.number().int(),
  carDeliveryFee: z.number(),
  timezone: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
