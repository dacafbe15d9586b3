import { z } from 'zod';
import { ROLES } from './constants';

/** `GET /api/users/currentUserProfile` (SPEC §3 "User profile"). */
export const UserProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  birthDate: z.string().nullable(),
  googleOAuthId: z.string().nullable(),
  bookingsEmails: z.boolean(),
  damageEmails: z.boolean(),
  promoEmails: z.boolean(),
  roles: z.array(z.enum(ROLES)),
});
export type UserProfile = z.infer<typeof UserProfile>;
