import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createAdmin, createUser, loginAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/api/users/currentUserProfile';

describe('GET /api/users/currentUserProfile', () => {
  it("answers the logged-in customer's profile", async () => {
    const { user, headers } = await createUser(t.app, { name: 'Grace Hopper', birthDate: '1986-12-09' });
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      name: 'Grace Hopper',
      email: user.email,
      birthDate: '1986-12-09',
      googleOAuthId: null,
      bookingsEmails: true,
      damageEmails: true,
      promoEmails: true,
      roles: ['CUSTOMER'],
      language: 'en',
    });
  });

  it('works for an admin logged in through the endpoint', async () => {
    const { user, password } = await createAdmin(t.app);
    const token = await loginAs(t.app, user.email, password);
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(response.json()).toMatchObject({ id: user.id, roles: ['ADMIN'] });
  });

  it('is refused to anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
