import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { messages } from '@wayfare/common';
import { users } from '../src/db/schema';
import { createAdmin, createUser } from '../src/test/factories';
import { linkGoogle, useGoogleTestStage } from '../src/test/google';
import { bearer, expectErrorBody } from './support/http';

/**
 * Google sign-in never enters an account it did not create or was not linked to. The attack is pre-hijacking:
 * someone registers another person's e-mail with a password and waits; when the real owner later signs in with
 * Google, they must not land in (and start filling) the attacker's account.
 */

const stage = useGoogleTestStage();

const PASSWORD = 'attacker-knows-this';
const linkRequired = { errors: [{ error: messages.auth.googleLinkRequired }] };

const signInWithGoogle = (oAuthId: string) =>
  stage.app.inject({ method: 'POST', url: '/api/auth/login/google', payload: { oAuthId } });
const tokenOf = (response: { json<T>(): T }) => response.json<{ accessToken: string }>().accessToken;
const rowOf = async (id: number) => (await stage.db.select().from(users).where(eq(users.id, id)))[0];
const accountsOfSub = (sub: string) => stage.db.select({ id: users.id }).from(users).where(eq(users.googleSub, sub));

async function register(email: string) {
  const response = await stage.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Not The Owner', email, password: PASSWORD, confirmPassword: PASSWORD, birthDate: '1990-01-01' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { token: tokenOf(response), userId: decodeJwt(tokenOf(response)).userId as number };
}

describe('Google sign-in never enters an account it did not create or was not linked to', () => {
  it('the owner of a pre-registered e-mail gets 409 with how to link, and the planted account stays unlinked', async () => {
    const attacker = await register('someone@gmail.com');
    for (const email of ['someone@gmail.com', 'SomeOne@Gmail.com']) {
      const response = await signInWithGoogle(
        await stage.google.signIdToken({ sub: 'g-someone', email, email_verified: true, name: 'Someone' }),
      );
      expectErrorBody(response, 409);
      expect(response.json()).toEqual(linkRequired);
    }
    const planted = await rowOf(attacker.userId);
    expect(planted?.googleSub).toBeNull();
    expect(await accountsOfSub('g-someone')).toEqual([]);
    // The attacker's password session sees no Google identity arrive in "their" account either.
    const profile = await stage.app.inject({
      method: 'GET',
      url: '/api/users/currentUserProfile',
      headers: bearer(attacker.token),
    });
    expect(profile.json()).toMatchObject({ googleOAuthId: null });
  });

  it('an ADMIN account with the e-mail is not entered either', async () => {
    const { user } = await createAdmin(stage.app, { email: 'boss@gmail.com' });
    const response = await signInWithGoogle(
      await stage.google.signIdToken({ sub: 'g-boss', email: 'boss@gmail.com', email_verified: true }),
    );
    expectErrorBody(response, 409);
    expect(response.json()).toEqual(linkRequired);
    expect((await rowOf(user.id))?.googleSub).toBeNull();
  });

  it('an account the attacker linked to their own Google identity is not entered by the e-mail’s owner', async () => {
    const attacker = await register('victim.two@gmail.com');
    const ownGoogle = await stage.google.signIdToken({
      sub: 'g-attacker',
      email: 'attacker@gmail.com',
      email_verified: true,
    });
    const link = await linkGoogle(stage.app, attacker.userId, ownGoogle, bearer(attacker.token));
    expect(link.statusCode).toBe(200);
    const response = await signInWithGoogle(
      await stage.google.signIdToken({ sub: 'g-victim-two', email: 'victim.two@gmail.com', email_verified: true }),
    );
    expectErrorBody(response, 409);
    expect(await accountsOfSub('g-victim-two')).toEqual([]);
    expect((await rowOf(attacker.userId))?.googleSub).toBe('g-attacker');
  });

  it('an e-mail Google has not verified is not entered', async () => {
    const { user } = await createUser(stage.app, { email: 'unverified.owner@gmail.com' });
    const response = await signInWithGoogle(
      await stage.google.signIdToken({
        sub: 'g-unverified',
        email: 'unverified.owner@gmail.com',
        email_verified: false,
      }),
    );
    expectErrorBody(response, 409);
    expect((await rowOf(user.id))?.googleSub).toBeNull();
    expect(await accountsOfSub('g-unverified')).toEqual([]);
  });

  it('still signs in to the account Google created, and to one its password holder linked from the profile', async () => {
    const created = await signInWithGoogle(
      await stage.google.signIdToken({ sub: 'g-fresh', email: 'fresh@gmail.com', email_verified: true }),
    );
    expect(created.statusCode).toBe(200);
    const again = await signInWithGoogle(
      await stage.google.signIdToken({ sub: 'g-fresh', email: 'fresh@gmail.com', email_verified: true }),
    );
    expect(decodeJwt(tokenOf(again)).userId).toBe(decodeJwt(tokenOf(created)).userId);

    const { user, headers } = await createUser(stage.app, { email: 'owner@gmail.com' });
    const idToken = await stage.google.signIdToken({ sub: 'g-owner', email: 'owner@gmail.com', email_verified: true });
    expect((await signInWithGoogle(idToken)).statusCode).toBe(409);
    const link = await linkGoogle(stage.app, user.id, idToken, headers);
    expect(link.statusCode).toBe(200);
    const signedIn = await signInWithGoogle(idToken);
    expect(signedIn.statusCode).toBe(200);
    expect(decodeJwt(tokenOf(signedIn))).toMatchObject({ userId: user.id, sub: 'g-owner', roles: ['CUSTOMER'] });
  });
});
