import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@wayfare/common';
import { users } from '../../db/schema';
import { TEST_JWT_SECRET } from '../../test/constants';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // No admin-only route exists yet; this one exercises requireRole exactly as features will use it.
  t.app.post(
    '/api/test/admin-only',
    { onRequest: t.app.requireRole('ADMIN'), schema: { body: z.object({ value: z.number() }) } },
    async () => ({ ok: true }),
  );
});
afterAll(() => t.close());

const profile = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/currentUserProfile',
    headers: authorization === undefined ? {} : { authorization },
  });

async function sign(claims: Record<string, unknown>, options: { secret?: string; expiresAt?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

const invalid = { errors: [{ error: messages.auth.invalidToken }] };

describe('the token matrix on an authenticated route', () => {
  it('accepts a good token', async () => {
    const { token, user } = await createUser(t.app);
    const response = await profile(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('missing → 401 asking for authentication', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ error: messages.auth.unauthenticated }] });
  });

  it.each([
    ['Bearer'],
    ['Bearer '],
    ['Basic dXNlcjpwYXNz'],
    ['Bearer not-a-jwt'],
    ['Bearer a.b.c'],
    ['token-without-scheme'],
  ])('malformed %j → 401', async (header) => {
    const response = await profile(header);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('wrong signature → 401', async () => {
    const { user } = await createUser(t.app);
    const token = await sign(
      { userId: user.id, roles: ['CUSTOMER'] },
      { secret: 'another-secret-another-secret-another' },
    );
    expect((await profile(`Bearer ${token}`)).json()).toEqual(invalid);
  });

  it('alg none → 401', async () => {
    const { user } = await createUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    const token = new UnsecuredJWT({ userId: user.id, roles: ['ADMIN'], jti: crypto.randomUUID() })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .encode();
    const response = await profile(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('expired → 401', async () => {
    const { user } = await createUser(t.app);
    const token = await sign(
      { userId: user.id, roles: ['CUSTOMER'] },
      { expiresAt: Math.floor(Date.now() / 1000) - 10 },
    );
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('revoked (logged out) → 401', async () => {
    const { token, headers } = await createUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(204);
    expect((await profile(`Bearer ${token}`)).json()).toEqual(invalid);
  });

  it('tampered roles (payload edited, signature kept) → 401', async () => {
    const { token } = await createUser(t.app);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['ADMIN'] })).toString('base64url');
    const response = await profile(`Bearer ${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('well signed but of the wrong shape → 401', async () => {
    const token = await sign({ userId: 'one', roles: ['ROOT'] });
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('issued under an older token version of the user → 401', async () => {
    const { token, user } = await createUser(t.app);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    expect((await profile(`Bearer ${token}`)).json()).toEqual(invalid);
  });

  it('of a deleted user → 401', async () => {
    const { token, user } = await createUser(t.app);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await profile(`Bearer ${token}`)).json()).toEqual(invalid);
  });
});

describe('roles, checked before the body', () => {
  const adminOnly = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/test/admin-only', headers, payload: payload as object });

  it('anonymous → 401 whatever the body', async () => {
    const response = await adminOnly({}, { value: 'not a number' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ error: messages.auth.unauthenticated }] });
  });

  it('a CUSTOMER → 403, even with an invalid body', async () => {
    const { headers } = await createUser(t.app);
    for (const payload of [{ value: 1 }, { value: 'not a number' }]) {
      const response = await adminOnly(headers, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ errors: [{ error: messages.auth.forbidden }] });
    }
  });

  it('an ADMIN passes the role check and then meets the validation', async () => {
    const { headers } = await createAdmin(t.app);
    expect((await adminOnly(headers, { value: 1 })).json()).toEqual({ ok: true });
    const bad = await adminOnly(headers, { value: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('value');
  });

  it('a logged-in route refuses an anonymous invalid body with 401, not 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/messages', payload: { messageContent: '' } });
    expect(response.statusCode).toBe(401);
  });
});
