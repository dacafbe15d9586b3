import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../src/test/app';
import { createAdmin, createUser } from '../src/test/factories';
import { bearer, expectErrorBody } from './support/http';
import { REFUSED_TOKENS, signToken } from './support/token-attacks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const PROFILE = '/api/users/currentUserProfile';
const ADMIN_ROUTE = '/api/statistics/general';
const invalid = { errors: [{ error: messages.auth.invalidToken }] };

describe('refused tokens on HTTP', () => {
  it.each(REFUSED_TOKENS.map((attack) => [attack.name, attack] as const))(
    '%s → 401 on a user route and on an admin route',
    async (_name, attack) => {
      const authorization = await attack.make(t.app);
      for (const url of [PROFILE, ADMIN_ROUTE]) {
        const response = await get(url, { authorization });
        expectErrorBody(response, 401);
        expect(response.json()).toEqual(invalid);
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    },
  );

  it('no token → 401 asking for authentication', async () => {
    const response = await get(PROFILE);
    expectErrorBody(response, 401);
    expect(response.json()).toEqual({ errors: [{ error: messages.auth.unauthenticated }] });
  });

  it.each([
    ['an empty Bearer', 'Bearer '],
    ['another scheme', 'Basic YWRtaW5AZXhhbXBsZS5jb206YWRtaW4xMjM='],
    ['two tokens in one header', 'Bearer a.b.c Bearer d.e.f'],
    ['a token without its scheme', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln'],
  ])('malformed Authorization header: %s → 401', async (_name, authorization) => {
    expectErrorBody(await get(PROFILE, { authorization }), 401);
  });

  it('ignores a token passed anywhere but the Authorization header', async () => {
    const { token } = await createUser(t.app);
    expectErrorBody(await get(`${PROFILE}?access_token=${token}&accessToken=${token}`), 401);
    expectErrorBody(await get(PROFILE, { cookie: `accessToken=${token}; token=${token}` }), 401);
    expectErrorBody(await get(PROFILE, { 'x-access-token': token, accesstoken: token }), 401);
  });
});

describe('accepted tokens', () => {
  it('a token the server issued works, and its role decides (CUSTOMER → 403 on admin routes)', async () => {
    const customer = await createUser(t.app);
    expect((await get(PROFILE, customer.headers)).statusCode).toBe(200);
    expectErrorBody(await get(ADMIN_ROUTE, customer.headers), 403);
    const admin = await createAdmin(t.app);
    expect((await get(ADMIN_ROUTE, admin.headers)).statusCode).toBe(200);
  });

  // Decision (documented in security/README.md): iat is not checked against the clock. Minting such a token needs
  // the JWT secret, which would already allow any token, and exp still bounds it — an expired one is refused
  // (REFUSED_TOKENS "iat far in the future but already expired").
  it('a well-signed token with iat in the future is accepted while its exp is valid', async () => {
    const { user } = await createUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    const token = await signToken({ userId: user.id, roles: ['CUSTOMER'] }, { iat: now + 86_400, exp: now + 3600 });
    expect((await get(PROFILE, bearer(token))).statusCode).toBe(200);
  });

  it('a password change ends the calling token too and answers a fresh one that works', async () => {
    const { user, password, headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers,
      payload: {
        name: user.name,
        email: user.email,
        birthDate: user.birthDate,
        currentPassword: password,
        newPassword: 'another-password-1',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json<{ accessToken: string }>().accessToken;
    expectErrorBody(await get(PROFILE, headers), 401);
    expect((await get(PROFILE, bearer(fresh))).statusCode).toBe(200);
  });

  it('renewal revokes the old token: it cannot be renewed twice nor used again', async () => {
    const { token } = await createUser(t.app);
    const renew = (accessToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/renew', payload: { accessToken } });
    const first = await renew(token);
    expect(first.statusCode).toBe(200);
    expectErrorBody(await renew(token), 401);
    expectErrorBody(await get(PROFILE, bearer(token)), 401);
    expect((await get(PROFILE, bearer(first.json<{ accessToken: string }>().accessToken))).statusCode).toBe(200);
  });

  it('the same token renewed five times at once gives exactly one fresh token', async () => {
    const { token } = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: '/api/auth/renew', payload: { accessToken: token } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('a stolen token cannot change the password without the current one', async () => {
    const { user, headers, password } = await createUser(t.app);
    const change = (extra: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers,
        payload: {
          name: user.name,
          email: user.email,
          birthDate: user.birthDate,
          newPassword: 'taken-over-1',
          ...extra,
        },
      });
    for (const extra of [{}, { currentPassword: '' }, { currentPassword: 'wrong-password' }]) {
      const response = await change(extra);
      expect([400, 403], response.body).toContain(response.statusCode);
      expectErrorBody(response, response.statusCode);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('renew refuses every refused token as well', async () => {
    for (const attack of REFUSED_TOKENS) {
      const accessToken = (await attack.make(t.app)).replace(/^Bearer /, '');
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/renew', payload: { accessToken } });
      expect(response.statusCode, attack.name).toBe(401);
    }
  });
});
