import { and, eq, ne, sql } from 'drizzle-orm';
import {
  messages,
  profileMessages,
  type EmailSettingsBody,
  type LanguageSettingsBody,
  type SessionClaims,
  type UpdateProfileBody,
  type UpdateProfileResponse,
  type UserProfile,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { emailIs } from '../../db/email';
import { isUniqueViolation } from '../../db/errors';
import { users, type UserRow } from '../../db/schema';
import type { GoogleVerifier } from '../../integrations/identity/google';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../security/passwords';
import type { Sessions } from '../../security/sessions';
import type { TokenSigner } from '../../security/tokens';
import { createGoogleLinks } from './google-links';
import { assertSelf, toProfile } from './profile';

export interface UsersServiceDeps {
  db: Db;
  tokens: TokenSigner;
  sessions: Sessions;
  /** Null while GOOGLE_CLIENT_ID is unset. */
  google: GoogleVerifier | null;
}

export function createUsersService({ db, tokens, sessions, google }: UsersServiceDeps) {
  const emailTaken = () => new AppError('CONFLICT', messages.auth.emailTaken, 'email');

  async function findUser(userId: number): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('NOT_FOUND', messages.http.notFound);
    return user;
  }

  /** The new hash when the body asks for a password change, after checking the current password. */
  async function newPasswordHash(user: UserRow, body: UpdateProfileBody): Promise<string | undefined> {
    if (body.newPassword === undefined) return undefined;
    if (!body.currentPassword) throw new AppError('BAD_REQUEST', profileMessages.currentPassword, 'currentPassword');
    const isValid = user.passwordHash ? await verifyPassword(body.currentPassword, user.passwordHash) : false;
    if (!isValid) throw new AppError('FORBIDDEN', profileMessages.wrongCurrentPassword, 'currentPassword');
    return hashPassword(body.newPassword);
  }

  return {
    async getProfile(userId: number): Promise<UserProfile> {
      return toProfile(await findUser(userId));
    },

    async updateEmailSettings(userId: number, body: EmailSettingsBody): Promise<UserProfile> {
      const [user] = await db.update(users).set(body).where(eq(users.id, userId)).returning();
      if (!user) throw new AppError('NOT_FOUND', messages.http.notFound);
      return toProfile(user);
    },

    /** The language the page's switcher chose, saved for the user's e-mails, receipts and next logins. */
    async updateLanguage(userId: number, { language }: LanguageSettingsBody): Promise<UserProfile> {
      const [user] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
      if (!user) throw new AppError('NOT_FOUND', messages.http.notFound);
      return toProfile(user);
    },

    /**
     * Name, e-mail (unique whatever its case), birth date and, when the body names it, the language; with
     * `newPassword`, also the password — which raises the account's token version and revokes the calling token, so
     * every other session ends, and answers a fresh token for this one.
     */
    async updateProfile(
      claims: SessionClaims,
      userId: number,
      body: UpdateProfileBody,
    ): Promise<UpdateProfileResponse> {
      assertSelf(claims, userId);
      const user = await findUser(userId);
      const [clash] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(emailIs(body.email), ne(users.id, userId)));
      if (clash) throw emailTaken();
      const passwordHash = await newPasswordHash(user, body);
      const changes = {
        name: body.name,
        email: body.email,
        birthDate: body.birthDate,
        ...(body.language ? { language: body.language } : {}),
      };
      let updated: UserRow | undefined;
      try {
        [updated] = await db
          .update(users)
          .set(passwordHash ? { ...changes, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : changes)
          .where(eq(users.id, userId))
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (!updated) throw new AppError('NOT_FOUND', messages.http.notFound);
      if (!passwordHash) return { profile: toProfile(updated) };
      // The raised version already refuses this token; revoking its jti as well keeps the revocation list complete.
      await sessions.revoke(claims);
      return { profile: toProfile(updated), accessToken: await tokens.issue(updated) };
    },

    ...createGoogleLinks({ db, google }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
