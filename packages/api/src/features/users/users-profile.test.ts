import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestBirthDateForAge, messages, profileMessages, MINIMUM_AGE_YEARS } from '@wayfare/common';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${Math.random().toString(36).slice(2, 10)}@example.com`,
  birthDate: '1990-05-01',
  ...overrides,
});
const put = (id: number, payload: object, headers?: { authorization: string }) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, payload, headers });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/currentUserProfile', headers: auth(token) });
const errorOf = (error: string, field?: string) => ({ errors: [field ? { error, field } : { error }] });

describe('PUT /api/users/{id}', () => {
  it('edits name, e-mail and birth date of oneself', async () => {
    const { user, headers } = await createUser(t.app);
    const payload = body();
    const response = await put(user.id, payload, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: expect.objectContaining({
        id: user.id,
        name: 'Ada Lovelace',
        email: payload.email,
        birthDate: '1990-05-01',
      }),
    });
  });

  it('is refused without a token (401) and for another user (403)', async () => {
    const { user } = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await put(user.id, body())).statusCode).toBe(401);
    const response = await put(user.id, body(), other.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(errorOf(profileMessages.notYourself));
  });

  it.each([
    ['name', { name: '  ' }, profileMessages.name],
    ['name', { name: 'John.Smith' }, messages.register.nameCharacters],
    ['email', { email: 'not-an-email' }, profileMessages.email],
    ['birthDate', { birthDate: 'yesterday' }, profileMessages.birthDate],
    ['newPassword', { currentPassword: 'whatever', newPassword: '12345' }, profileMessages.newPassword],
  ])('refuses a bad %s with its message', async (field, overrides, message) => {
    const { user, headers } = await createUser(t.app);
    const response = await put(user.id, body(overrides), headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ error: message, field });
  });

  it('requires an age of at least 18 years', async () => {
    const { user, headers } = await createUser(t.app);
    const tooYoung = new Date();
    tooYoung.setDate(tooYoung.getDate() + 1);
    const latest = latestBirthDateForAge(MINIMUM_AGE_YEARS);
    const young = latestBirthDateForAge(MINIMUM_AGE_YEARS, tooYoung);
    expect((await put(user.id, body({ birthDate: latest }), headers)).statusCode).toBe(200);
    const response = await put(user.id, body({ birthDate: young }), headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(profileMessages.birthDate, 'birthDate'));
  });

  it('refuses an e-mail of another account, whatever its case (409)', async () => {
    const { user, headers } = await createUser(t.app);
    const other = await createUser(t.app);
    const response = await put(user.id, body({ email: other.user.email.toUpperCase() }), headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(errorOf(messages.auth.emailTaken, 'email'));
    // One's own e-mail in another case is fine.
    expect((await put(user.id, body({ email: user.email.toUpperCase() }), headers)).statusCode).toBe(200);
  });

  it('requires the right current password to change it', async () => {
    const { user, headers } = await createUser(t.app);
    const missing = await put(user.id, body({ newPassword: 'brand-new-pw' }), headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(errorOf(profileMessages.currentPassword, 'currentPassword'));
    const wrong = await put(user.id, body({ currentPassword: 'wrong-password', newPassword: 'brand-new-pw' }), headers);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(errorOf(profileMessages.wrongCurrentPassword, 'currentPassword'));
  });

  it('a password change revokes the other tokens, answers a working one, and the new password logs in', async () => {
    const { user, password, headers } = await createUser(t.app);
    const otherSession = await loginAs(t.app, user.email, password);
    const payload = body({ email: user.email, currentPassword: password, newPassword: 'brand-new-pw' });
    const response = await put(user.id, payload, headers);
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    expect(accessToken).toEqual(expect.any(String));
    expect((await me(accessToken)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await me(headers.authorization.slice(7))).statusCode).toBe(401);
    await expect(loginAs(t.app, user.email, 'brand-new-pw')).resolves.toEqual(expect.any(String));
    await expect(loginAs(t.app, user.email, password)).rejects.toThrow();
  });
});

describe('POST /api/users/updateUserEmailSettings', () => {
  const url = '/api/users/updateUserEmailSettings';
  const settings = { bookingsEmails: false, damageEmails: true, promoEmails: false };

  it("saves the caller's preferences and answers the profile", async () => {
    const { user, token, headers } = await createUser(t.app);
    const response = await t.app.inject({ method: 'POST', url, payload: settings, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, ...settings });
    expect((await me(token)).json()).toMatchObject(settings);
  });

  it('is refused without a token and with a malformed body', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: settings })).statusCode).toBe(401);
    const { headers } = await createUser(t.app);
    const response = await t.app.inject({ method: 'POST', url, payload: { bookingsEmails: 'yes' }, headers });
    expect(response.statusCode).toBe(400);
  });
});
