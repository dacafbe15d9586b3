import { z } from 'zod';
import { MINIMUM_AGE_YEARS, PASSWORD_MIN_LENGTH, ROLES } from './constants';
import { isIsoDate, latestBirthDateForAge, todayIsoDate } from './dates';
import { messages } from './messages';
import { personName } from './person-name';

const m = messages;

// Each `z.string({ error })` makes a missing or non-string field answer with the spec message too,
// not zod's generic "expected string".
export const LoginBody = z.object({
  email: z
    .string({ error: m.login.email })
    .trim()
    .pipe(z.email({ error: m.login.email })),
  password: z.string({ error: m.login.password }).min(PASSWORD_MIN_LENGTH, { error: m.login.password }),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** Field rules of the register form; also used per field by the web form while typing. */
export const RegisterFields = z.object({
  name: personName(m.register.name),
  email: z
    .string({ error: m.register.email })
    .trim()
    .max(254)
    .pipe(z.email({ error: m.register.email })),
  password: z.string({ error: m.register.password }).min(PASSWORD_MIN_LENGTH, { error: m.register.password }).max(200),
  confirmPassword: z.string({ error: m.register.confirmPassword }),
  birthDate: z
    .string({ error: m.register.birthDate })
    .refine((v) => isIsoDate(v) && v <= todayIsoDate(), { error: m.register.birthDate })
    // Only for a real past date, so that each wrong value gets one message. (Not `abort`: that would also stop the
    // form-wide "Passwords must match." check.)
    .refine((v) => !isIsoDate(v) || v > todayIsoDate() || v <= latestBirthDateForAge(MINIMUM_AGE_YEARS), {
      error: m.register.underage,
    }),
});

export const RegisterBody = RegisterFields.refine((b) => b.password === b.confirmPassword, {
  error: m.register.confirmPassword,
  path: ['confirmPassword'],
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RenewBody = z.object({ accessToken: z.string().min(1) });
export type RenewBody = z.infer<typeof RenewBody>;

/** `oAuthId` carries the Google credential (ID token); the server verifies it and reads `sub` itself. */
export const GoogleLoginBody = z.object({ oAuthId: z.string().min(1) });
export type GoogleLoginBody = z.infer<typeof GoogleLoginBody>;

export const TokenResponse = z.object({ accessToken: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Claims of an access token (docs/product/accounts-and-roles.md#session-claims). */
export const SessionClaims = z.object({
  userId: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  sub: z.string().optional(),
  exp: z.number(),
  iat: z.number(),
  jti: z.string(),
  /** The account's token version when the token was issued; a token of an older version is refused. */
  ver: z.number().int().nonnegative().optional(),
});
export type SessionClaims = z.infer<typeof SessionClaims>;
