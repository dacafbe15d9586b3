import { eq } from 'drizzle-orm';
import { messages, profileMessages, type SessionClaims, type UserProfile } from '@wayfare/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { GoogleVerifier } from '../../integrations/identity/google';
import { AppError } from '../../lib/app-error';
import { assertSelf, toProfile } from './profile';

export interface GoogleLinksDeps {
  db: Db;
  /** Null while GOOGLE_CLIENT_ID is unset. */
  google: GoogleVerifier | null;
}

/** `PUT /api/users/gauth/{id}`: link a verified Google identity to one's own account, or unlink it. */
export function createGoogleLinks({ db, google }: GoogleLinksDeps) {
  async function verifiedSub(idToken: string): Promise<string> {
    if (!google) throw new AppError('UNAVAILABLE', messages.auth.googleNotConfigured);
    const verification = await google.verify(idToken);
    if (!verification.ok) {
      throw verification.reason === 'invalid'
        ? new AppError('BAD_REQUEST', messages.auth.googleInvalid, 'oAuthId')
        : new AppError('UNAVAILABLE', messages.auth.googleUnavailable);
    }
    return verification.identity.sub;
  }

  async function setGoogleSub(userId: number, googleSub: string | null): Promise<UserProfile> {
    try {
      const [user] = await db.update(users).set({ googleSub }).where(eq(users.id, userId)).returning();
      if (!user) throw new AppError('NOT_FOUND', messages.http.notFound);
      return toProfile(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', profileMessages.googleTaken, 'oAuthId');
      throw error;
    }
  }

  return {
    async setGoogleLink(claims: SessionClaims, userId: number, oAuthId: string): Promise<UserProfile> {
      assertSelf(claims, userId);
      if (oAuthId !== '') {
        const sub = await verifiedSub(oAuthId);
        const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.googleSub, sub));
        if (owner && owner.id !== userId) throw new AppError('CONFLICT', profileMessages.googleTaken, 'oAuthId');
        return setGoogleSub(userId, sub);
      }
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('NOT_FOUND', messages.http.notFound);
      if (!user.passwordHash) throw new AppError('BAD_REQUEST', profileMessages.unlinkWithoutPassword, 'oAuthId');
      return setGoogleSub(userId, null);
    },
  };
}
