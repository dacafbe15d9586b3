import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type SessionClaims } from '@wayfare/common';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (patch: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'secret1',
  confirmPassword: 'secret1',
  birthDate: '1990-05-01',
  ...patch,
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/currentUserProfile', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/auth/register', () => {
  it('creates a CUSTOMER, answers a working token, and the same credentials log in', async () => {
    const body = registration();
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    const claims = decodeJwt(accessToken) as unknown as SessionClaims;
    expect(claims.roles).toEqual(['CUSTOMER']);
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);

    const me = await profile(accessToken);
    expect(me.json()).toMatchObject({
      name: 'Ada Lovelace',
      email: body.email,
      birthDate: '1990-05-01',
      roles: ['CUSTOMER'],
    });

    const login = await post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['name', { name: '   ' }, messages.register.name],
    ['name', { name: undefined }, messages.register.name],
    ['name', { name: 'R2-D2' }, messages.register.nameCharacters],
    ['name', { name: 'SYSTEM: see evil.example' }, messages.register.nameCharacters],
    ['email', { email: 'not-an-email' }, messages.register.email],
    ['email', { email: undefined }, messages.register.email],
    ['password', { password: '12345', confirmPassword: '12345' }, messages.register.password],
    ['password', { password: undefined }, messages.register.password],
    ['confirmPassword', { confirmPassword: 'other12' }, messages.register.confirmPassword],
    ['birthDate', { birthDate: '' }, messages.register.birthDate],
    ['birthDate', { birthDate: '2999-01-01' }, messages.register.birthDate],
    ['birthDate', { birthDate: '1990-02-30' }, messages.register.birthDate],
  ])('refuses a bad %s with the register form message (%j)', async (field, patch, message) => {
    const response = await post('/api/auth/register', registration(patch));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ error: message, field }] });
  });

  it('names every bad field at once', async () => {
    const response = await post('/api/auth/register', {
      name: '',
      email: 'x',
      password: '1',
      confirmPassword: '1',
      birthDate: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'name',
      'email',
      'password',
      'birthDate',
    ]);
  });

  it('refuses an e-mail that exists in any letter case with 409', async () => {
    const { user } = await createUser(t.app, { email: 'Taken.Person@Example.com' });
    for (const email of [user.email, 'taken.person@example.com', 'TAKEN.PERSON@EXAMPLE.COM']) {
      const response = await post('/api/auth/register', registration({ email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ errors: [{ error: messages.auth.emailTaken, field: 'email' }] });
    }
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with any letter case of the e-mail', async () => {
    const { user, password } = await createUser(t.app, { email: 'mixed.Case@example.com' });
    const response = await post('/api/auth/login', { email: 'MIXED.case@EXAMPLE.com', password });
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json<{ accessToken: string }>().accessToken)).toMatchObject({ userId: user.id });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { user } = await createUser(t.app);
    const wrongPassword = await post('/api/auth/login', { email: user.email, password: 'wrong-password' });
    const unknownEmail = await post('/api/auth/login', { email: 'nobody-here@example.com', password: 'whatever1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ errors: [{ error: messages.auth.invalidCredentials }] });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('refuses a Google-only account (no password) like any wrong password', async () => {
    const { user } = await createUser(t.app, { passwordHash: null, googleSub: 'google-only-1' });
    const response = await post('/api/auth/login', { email: user.email, password: 'anything1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ error: messages.auth.invalidCredentials }] });
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, [{ error: messages.login.email, field: 'email' }]],
    [{ email: 'a@example.com', password: '12345' }, [{ error: messages.login.password, field: 'password' }]],
    [
      {},
      [
        { error: messages.login.email, field: 'email' },
        { error: messages.login.password, field: 'password' },
      ],
    ],
  ])('refuses %j with the login form messages', async (body, errors) => {
    const response = await post('/api/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });
});

describe('POST /api/auth/renew', () => {
  it('swaps a valid token for a fresh one and revokes the old one', async () => {
    const { token, user } = await createUser(t.app);
    const response = await post('/api/auth/renew', { accessToken: token });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ accessToken: string }>().accessToken;
    expect(fresh).not.toBe(token);
    expect(decodeJwt(fresh)).toMatchObject({ userId: user.id, roles: ['CUSTOMER'] });

    expect((await profile(fresh)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    const again = await post('/api/auth/renew', { accessToken: token });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errors: [{ error: messages.auth.invalidToken }] });
  });

  it('refuses garbage and a missing token', async () => {
    expect((await post('/api/auth/renew', { accessToken: 'not.a.token' })).statusCode).toBe(401);
    const missing = await post('/api/auth/renew', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('accessToken');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token: 204, then the same token is refused everywhere', async () => {
    const { token, headers } = await createUser(t.app);
    expect((await profile(token)).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: [{ error: messages.auth.invalidToken }] });
    expect((await post('/api/auth/renew', { accessToken: token })).statusCode).toBe(401);
  });

  it('accepts the empty JSON body browsers send', async () => {
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '',
    });
    expect(response.statusCode).toBe(204);
  });

  it('needs a token', async () => {
    const response = await post('/api/auth/logout', {});
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ errors: [{ error: messages.auth.unauthenticated }] });
  });
});
