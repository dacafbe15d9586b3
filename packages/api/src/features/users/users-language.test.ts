import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';

/**
 * A user's language (docs/product/accounts-and-roles.md#profile): kept from registration, read and written through
 * the profile, and the language of their e-mails and receipts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/users/currentUserProfile', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const email = () => `lang-${Math.random().toString(36).slice(2, 10)}@example.com`;

async function register(language?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Ada Lovelace',
      email: email(),
      password: 'secret1',
      confirmPassword: 'secret1',
      birthDate: '1990-05-01',
    },
    headers: language ? { 'accept-language': language } : {},
  });
  expect(response.statusCode).toBe(200);
  return bearer(response.json<{ accessToken: string }>().accessToken);
}

describe('a new account keeps the language it registered in', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.5', 'de'],
    ['fr', 'fr'],
    ['es', 'en'],
    [undefined, 'en'],
  ])('Accept-Language %s → %s', async (header, language) => {
    const headers = await register(header);
    expect((await me(headers)).json()).toMatchObject({ language });
  });
});

describe('PUT /api/users/{id} with a language', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Ada Lovelace',
    email: email(),
    birthDate: '1990-05-01',
    ...overrides,
  });
  const put = (id: number, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers });

  it('saves it, and a body without one leaves it as it was', async () => {
    const { user, headers } = await createUser(t.app);
    const saved = await put(user.id, body({ language: 'fr' }), headers);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ profile: { language: 'fr' } });
    expect((await put(user.id, body(), headers)).json()).toMatchObject({ profile: { language: 'fr' } });
    expect((await me(headers)).json()).toMatchObject({ language: 'fr' });
  });

  it('refuses a language Wayfare does not speak (400), in the language of the request', async () => {
    const { user, headers } = await createUser(t.app);
    const english = await put(user.id, body({ language: 'es' }), headers);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ errors: [{ error: profileMessages.language, field: 'language' }] });
    const german = await put(user.id, body({ language: 'EN' }), { ...headers, 'accept-language': 'de' });
    expect(german.statusCode).toBe(400);
    expect(german.json()).toEqual({
      errors: [{ error: 'Wählen Sie eine Sprache: en, de oder fr.', field: 'language' }],
    });
    expect((await me(headers)).json()).toMatchObject({ language: 'en' });
  });
});

describe('POST /api/users/updateUserLanguage', () => {
  const url = '/api/users/updateUserLanguage';

  it("saves the caller's language and answers the profile", async () => {
    const { user, headers } = await createUser(t.app);
    const response = await t.app.inject({ method: 'POST', url, payload: { language: 'de' }, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: user.name, language: 'de' });
    expect((await me(headers)).json()).toMatchObject({ language: 'de' });
  });

  it('is refused without a token, and for a language Wayfare does not speak', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: { language: 'de' } })).statusCode).toBe(401);
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { language: 'it' },
      headers: { ...headers, 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ error: 'Choisissez une langue : en, de ou fr.', field: 'language' }],
    });
  });
});
