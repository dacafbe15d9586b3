import type { Role } from '@wayfare/common';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * An unsigned token with the session claims (docs/product/accounts-and-roles.md#session-claims); the web app only
 * decodes tokens.
 */
export function fakeToken({
  userId = 7,
  roles = ['CUSTOMER'],
  expiresIn = 3600,
  now = Math.floor(Date.now() / 1000),
}: { userId?: number; roles?: Role[]; expiresIn?: number; now?: number } = {}): string {
  const claims = { userId, roles, exp: now + expiresIn, iat: now, jti: `jti-${userId}-${now}-${expiresIn}` };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

export const customerToken = (expiresIn?: number) => fakeToken({ userId: 7, roles: ['CUSTOMER'], expiresIn });
export const adminToken = (expiresIn?: number) => fakeToken({ userId: 1, roles: ['ADMIN'], expiresIn });
