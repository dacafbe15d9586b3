import { eq } from 'drizzle-orm';
import {
  messages,
  type Locale,
  type LoginBody,
  type RegisterBody,
  type SessionClaims,
  type TokenResponse,
} from '@wayfare/common';
import type { Db } from '../../db/client';
import { emailIs } from '../../db/email';
import { isUniqueViolation } from '../../db/errors';
import { users, type UserRow } from '../../db/schema';
import type { GoogleVerifier } from '../../integrations/identity/google';
import { AppError } from '../../lib/app-error';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../../security/passwords';
import type { Sessions } from '../../security/sessions';
import type { TokenSigner } from '../../security/tokens';
import { googleAccountFor } from './google-accounts';
import { createLoginThrottle } from './login-throttle';
import { firstRow } from '../../db/first-row';

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenSigner;
  sessions: Sessions;
  /** Null while GOOGLE_CLIENT_ID is unset. */
  google: GoogleVerifier | null;
}

export function createAuthService({ db, tokens, sessions, google }: AuthServiceDeps) {
  const throttle = createLoginThrottle(db);
  const invalidToken = () => new AppError('UNAUTHORIZED', messages.auth.invalidToken);

  async function tokenFor(user: Pick<UserRow, 'id' | 'role' | 'googleSub' | 'tokenVersion'>): Promise<TokenResponse> {
    return { accessToken: await tokens.issue(user) };
  }

  return {
    /** `language` is the request's: the account's e-mails and receipts speak the language it registered in. */
    async register(body: RegisterBody, language: Locale): Promise<TokenResponse> {
      const emailTaken = new AppError('CONFLICT', messages.auth.emailTaken, 'email');
      // Checked first to spare a password hash; the unique index still settles a race between two registrations.
      const [existing] = await db.select({ id: users.id }).from(users).where(emailIs(body.email));
      if (existing) throw emailTaken;
      const passwordHash = await hashPassword(body.password);
      try {
        const user = firstRow(
          await db
            .insert(users)
            .values({
              name: body.name,
              email: body.email,
              passwordHash,
              birthDate: body.birthDate,
              role: 'CUSTOMER',
              language,
            })
            .returning(),
          'insert into users',
        );
        return tokenFor(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken;
        throw error;
      }
    },

    async login(body: LoginBody): Promise<TokenResponse> {
      const email = body.email.toLowerCase();
      // Recorded as a failure before the password check, so parallel guesses cannot outrun the lock-out.
      const attemptId = await throttle.reserveAttempt(email);
      const [user] = await db.select().from(users).where(emailIs(email));
      let isValid = false;
      try {
        if (user?.passwordHash) isValid = await verifyPassword(body.password, user.passwordHash);
        else await spendPasswordCheck(body.password);
      } catch (error) {
        // No password was checked (the hashing queue was full: 503): the attempt does not count against the account.
        await throttle.forget(attemptId);
        throw error;
      }
      if (!user || !isValid) {
        // One message for both causes, so a login form cannot be used to find out which e-mails have accounts.
        throw new AppError('UNAUTHORIZED', messages.auth.invalidCredentials);
      }
      await throttle.clear(email);
      return tokenFor(user);
    },

    /** Swaps a valid token for a fresh one; the old one is revoked, so it can be renewed only once. */
    async renew(accessToken: string): Promise<TokenResponse> {
      const claims = await sessions.authenticate(accessToken);
      if (!claims || !(await sessions.revoke(claims))) throw invalidToken();
      // The role is read again: a token always carries the account's current role.
      const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
      if (!user) throw invalidToken();
      // A password change may have committed since the old token was checked: its successor must not be born
      // under the new version, or a stolen token renewed at that moment would outlive the change.
      if (user.tokenVersion !== (claims.ver ?? 0)) throw invalidToken();
      return tokenFor(user);
    },

    async logout(claims: SessionClaims): Promise<void> {
      await sessions.revoke(claims);
    },

    /** `language` is the request's, kept by an account this first sign-in creates. */
    async loginWithGoogle(idToken: string, language: Locale): Promise<TokenResponse> {
      if (!google) throw new AppError('UNAVAILABLE', messages.auth.googleNotConfigured);
      const verification = await google.verify(idToken);
      if (!verification.ok) {
        throw verification.reason === 'invalid'
          ? new AppError('UNAUTHORIZED', messages.auth.googleInvalid)
          : new AppError('UNAVAILABLE', messages.auth.googleUnavailable);
      }
      return tokenFor(await googleAccountFor(db, verification.identity, language));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
