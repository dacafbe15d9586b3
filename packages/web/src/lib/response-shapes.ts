import { ROLES, type ErrorBody, type SessionClaims } from '@wayfare/common';

/*
 * Hand-written checks for the three shapes every page needs before any route loads (the token's claims, the error
 * body, the renewal answer). They mirror the zod schemas of @wayfare/common exactly (response-shapes.test.ts
 * proves it) but keep zod itself out of the first download: zod is loaded with the pages that parse responses.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isRole = (value: unknown): value is SessionClaims['roles'][number] =>
  (ROLES as readonly unknown[]).includes(value);

/** `SessionClaims.safeParse(value)`: the claims (unknown keys dropped), or null. */
export function parseSessionClaims(value: unknown): SessionClaims | null {
  if (!isObject(value)) return null;
  const { userId, roles, sub, exp, iat, jti } = value;
  if (!isNumber(userId) || !Number.isInteger(userId)) return null;
  if (!Array.isArray(roles) || !roles.every(isRole)) return null;
  if (sub !== undefined && typeof sub !== 'string') return null;
  if (!isNumber(exp) || !isNumber(iat) || typeof jti !== 'string') return null;
  return { userId, roles, ...(sub === undefined ? {} : { sub }), exp, iat, jti };
}

/** `ErrorBody.safeParse(value)`: the standard error body (docs/product/errors-and-messages.md#error-body), or null. */
export function parseErrorBody(value: unknown): ErrorBody | null {
  if (!isObject(value) || !Array.isArray(value.errors) || value.errors.length === 0) return null;
  const errors: ErrorBody['errors'] = [];
  for (const item of value.errors) {
    if (!isObject(item) || typeof item.error !== 'string') return null;
    if (item.field !== undefined && typeof item.field !== 'string') return null;
    const { bookingIds } = item;
    if (bookingIds !== undefined && !(Array.isArray(bookingIds) && bookingIds.every(Number.isSafeInteger))) return null;
    errors.push({
      error: item.error,
      ...(item.field === undefined ? {} : { field: item.field }),
      ...(bookingIds === undefined ? {} : { bookingIds: bookingIds as number[] }),
    });
  }
  return { errors };
}

/** `TokenResponse.parse(value).accessToken`: throws when the answer carries no token. */
export function readAccessToken(value: unknown): string {
  if (!isObject(value) || typeof value.accessToken !== 'string') throw new Error('The answer carries no access token');
  return value.accessToken;
}
