import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { isUniqueViolation } from '../db/errors';
import { cities, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { AppError } from '../lib/app-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/crash', async () => {
    throw new Error('secret internals: password=hunter2 at /srv/app.ts:12');
  });
  t.app.get('/api/test/sql-crash', async () => t.db.execute('select * from no_such_table_with_secrets'));
  t.app.post('/api/test/duplicate-city', async () => {
    const city = { name: 'Twice', lat: 1, lon: 2, depoAddress: 'Somewhere 1' };
    await t.db.insert(cities).values(city);
    await t.db.insert(cities).values(city);
  });
  t.app.get('/api/test/conflict', async () => {
    throw new AppError('CONFLICT', 'This car is already booked for these dates', 'carId');
  });
  // A plugin's own refusal: a plain error with a client status and a message we did not write.
  t.app.get('/api/test/library-refusal', async () => {
    throw Object.assign(new Error('Header x-thing must be a number'), { statusCode: 400 });
  });
});
afterAll(() => t.close());

const internal = { errors: [{ error: messages.http.internal }] };

describe('the one error body', () => {
  it('a thrown Error → 500 saying nothing internal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(internal);
    expect(response.body).not.toContain('hunter2');
  });

  it('a database error → 500 without SQL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/sql-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(internal);
  });

  it('a unique violation nobody checked for → 409, not 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/duplicate-city' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: [{ error: messages.http.conflict }] });
  });

  it('an AppError → its status, message and field', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      errors: [{ error: 'This car is already booked for these dates', field: 'carId' }],
    });
  });

  it.each([
    ['GET', '/api/no-such-route'],
    ['POST', '/api/no-such-route'],
    ['GET', '/api'],
    ['DELETE', '/api/cities'],
  ])('an unknown API route (%s %s) → 404 body', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ errors: [{ error: messages.http.notFound }] });
  });

  it('malformed JSON → 400 with the error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ error: expect.any(String) }] });
  });

  it('an unsupported content type → 415 with the error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      body: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ errors: unknown[] }>().errors).toHaveLength(1);
  });
});

describe('Fastify’s own client errors, in the request’s language', () => {
  const login = (contentType: string, body: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType, ...(language ? { 'accept-language': language } : {}) },
      body,
    });
  const sentence = (response: { json: <T>() => T }) =>
    response.json<{ errors: { error: string }[] }>().errors[0]?.error;

  it.each([
    ['en', "Body is not valid JSON but content-type is set to 'application/json'"],
    ['de', 'Der Inhalt der Anfrage ist kein gültiges JSON, obwohl der Content-Type „application/json“ lautet'],
    [
      'fr',
      'Le corps de la requête n’est pas un JSON valide alors que le Content-Type est «\u00a0application/json\u00a0»',
    ],
  ])('malformed JSON (%s)', async (language, text) => {
    const response = await login('application/json', '{"email":', language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ error: text }] });
  });

  it.each([
    ['en', 'Unsupported Media Type'],
    ['de', 'Nicht unterstützter Medientyp'],
    ['fr', 'Type de média non pris en charge'],
  ])('an unsupported content type (%s)', async (language, text) => {
    const response = await login('application/xml', '<login/>', language);
    expect(response.statusCode).toBe(415);
    expect(sentence(response)).toBe(text);
  });

  it('a body over the limit, in German', async () => {
    const response = await login('application/json', JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }), 'de');
    expect(response.statusCode).toBe(413);
    expect(sentence(response)).toBe('Der Inhalt der Anfrage ist zu groß');
  });

  it('a NUL character, in French', async () => {
    const response = await login('application/json', '{"email":"a\\u0000b","password":"x"}', 'fr');
    expect(response.statusCode).toBe(400);
    expect(sentence(response)).toBe('Le texte ne doit pas contenir de caractères NUL');
  });

  it('an unknown API route, in German', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      headers: { 'accept-language': 'de' },
    });
    expect(response.json()).toEqual({ errors: [{ error: 'Nicht gefunden' }] });
  });

  it('a refusal in words we did not write: as it came in English, a general sentence in another language', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/api/test/library-refusal' });
    expect(english.statusCode).toBe(400);
    expect(sentence(english)).toBe('Header x-thing must be a number');
    const german = await t.app.inject({
      method: 'GET',
      url: '/api/test/library-refusal',
      headers: { 'accept-language': 'de' },
    });
    expect(german.statusCode).toBe(400);
    expect(sentence(german)).toBe('Die Anfrage konnte nicht gelesen werden');
  });
});

describe('isUniqueViolation', () => {
  it('recognises the SQLSTATE that Drizzle wraps in err.cause', async () => {
    const row = { name: 'A', email: 'dup@example.com', role: 'CUSTOMER' as const };
    await t.db.insert(users).values(row);
    const error = await t.db
      .insert(users)
      .values({ ...row, email: 'DUP@example.com' })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('nope'))).toBe(false);
  });
});
