import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';

/** Sign-in and registration refusals in the request's language (docs/decisions/019-three-languages.md#api-errors). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, language?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: language ? { 'accept-language': language } : {} });

const badLogin = { email: 'not-an-email', password: '12345' };

describe('a login with bad input, in the language the request asks for', () => {
  it.each([
    [
      'de',
      [
        { error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', field: 'email' },
        { error: 'Das Passwort ist erforderlich.', field: 'password' },
      ],
    ],
    [
      'fr',
      [
        { error: 'Veuillez saisir une adresse e-mail valide.', field: 'email' },
        { error: 'Le mot de passe est obligatoire.', field: 'password' },
      ],
    ],
    [
      'en',
      [
        { error: messages.login.email, field: 'email' },
        { error: messages.login.password, field: 'password' },
      ],
    ],
  ])('%s: every field’s sentence in the one error body', async (language, errors) => {
    const response = await post('/api/auth/login', badLogin, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });

  it.each(['es', 'ja, zh;q=0.8', ''])(
    'answers English to %j, a language the product does not speak',
    async (header) => {
      const response = await post('/api/auth/login', badLogin, header);
      expect(response.json()).toEqual({
        errors: [
          { error: 'Please enter a valid email.', field: 'email' },
          { error: 'Password is required.', field: 'password' },
        ],
      });
    },
  );

  it('follows the preferred of several languages', async () => {
    const response = await post('/api/auth/login', badLogin, 'it, fr;q=0.9, de;q=0.8');
    expect(response.json<{ errors: { error: string }[] }>().errors[0]?.error).toBe(
      'Veuillez saisir une adresse e-mail valide.',
    );
  });
});

describe('other sign-in refusals, translated', () => {
  it('a wrong password: the same 401 sentence whatever the account, in German', async () => {
    const { user } = await createUser(t.app);
    const response = await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, 'de-DE');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ error: 'E-Mail-Adresse oder Passwort ungültig' }] });
  });

  it('a registration with a taken e-mail: 409 on the field, in French', async () => {
    const { user } = await createUser(t.app);
    const response = await post(
      '/api/auth/register',
      { name: 'Ada', email: user.email, password: 'secret1', confirmPassword: 'secret1', birthDate: '1990-05-01' },
      'fr-FR,fr;q=0.9',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ error: 'Un compte existe déjà avec cette adresse e-mail', field: 'email' }],
    });
  });

  it('a registration under 18, with the other rules, in German', async () => {
    const response = await post(
      '/api/auth/register',
      { name: 'R2-D2', email: 'x', password: '1', confirmPassword: '2', birthDate: '2020-01-01' },
      'de',
    );
    expect(response.json()).toEqual({
      errors: [
        { error: 'Verwenden Sie nur Buchstaben, Leerzeichen, Bindestriche und Apostrophe.', field: 'name' },
        { error: 'Geben Sie eine gültige E-Mail-Adresse ein.', field: 'email' },
        { error: 'Das Passwort muss mindestens 6 Zeichen lang sein.', field: 'password' },
        { error: 'Sie müssen mindestens 18 Jahre alt sein.', field: 'birthDate' },
        { error: 'Die Passwörter müssen übereinstimmen.', field: 'confirmPassword' },
      ],
    });
  });

  it('a missing token on a guarded route, in French', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/currentUserProfile',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ error: 'Authentification requise' }] });
  });
});
