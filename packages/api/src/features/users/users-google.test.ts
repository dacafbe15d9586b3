import { describe, expect, it } from 'vitest';
import { messages, profileMessages } from '@wayfare/common';
import { createUser } from '../../test/factories';
import { linkGoogle, useGoogleTestStage } from '../../test/google';

const stage = useGoogleTestStage();

const link = (id: number, oAuthId: string, headers?: { authorization: string }) =>
  linkGoogle(stage.app, id, oAuthId, headers);

describe('PUT /api/users/gauth/{id}', () => {
  it('links the verified Google sub, then unlinks it', async () => {
    const { user, headers } = await createUser(stage.app);
    const linked = await link(user.id, await stage.google.signIdToken({ sub: `g-link-${user.id}` }), headers);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: user.id, googleOAuthId: `g-link-${user.id}` });
    const unlinked = await link(user.id, '', headers);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ googleOAuthId: null });
  });

  it('refuses a token of the wrong audience, an expired one, or one signed by an unknown key', async () => {
    const { user, headers } = await createUser(stage.app);
    const tokens = [
      await stage.google.signIdToken({ sub: 'g-x' }, { audience: 'someone-else' }),
      await stage.google.signIdToken({ sub: 'g-x' }, { expiresAt: Math.floor(Date.now() / 1000) - 10 }),
      await stage.google.signWithUnknownKey({ sub: 'g-x' }),
    ];
    for (const token of tokens) {
      const response = await link(user.id, token, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [{ error: messages.auth.googleInvalid, field: 'oAuthId' }] });
    }
  });

  it('refuses a Google account linked to someone else (409)', async () => {
    const owner = await createUser(stage.app, { googleSub: 'g-taken' });
    const { user, headers } = await createUser(stage.app);
    const response = await link(user.id, await stage.google.signIdToken({ sub: 'g-taken' }), headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: [{ error: profileMessages.googleTaken, field: 'oAuthId' }] });
    expect(owner.user.googleSub).toBe('g-taken');
  });

  it('refuses to unlink a Google-only account without a password', async () => {
    const { user, headers } = await createUser(stage.app, { googleSub: 'g-only', passwordHash: null });
    const response = await link(user.id, '', headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ error: profileMessages.unlinkWithoutPassword, field: 'oAuthId' }] });
  });

  it('is refused without a token (401) and for another user (403)', async () => {
    const { user } = await createUser(stage.app);
    const other = await createUser(stage.app);
    expect((await link(user.id, '')).statusCode).toBe(401);
    expect((await link(user.id, '', other.headers)).statusCode).toBe(403);
  });
});
