import { and, desc, eq, lt, lte, gt, sql } from 'drizzle-orm';
import { messages } from '@wayfare/common';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { firstRow } from '../../db/first-row';

/** 10 failed logins for one e-mail within 15 minutes lock that e-mail out until the oldest of them is 15 minutes old. */
export const LOGIN_FAILURE_LIMIT = 10;
const WINDOW = sql`interval '15 minutes'`;

/**
 * The per-account login lock-out (docs/product/accounts-and-roles.md#login-limits). Failures are rows in the
 * database, so every instance sees them; the database clock decides the window. Keyed by the lower-cased e-mail
 * whether or not an account has it, so the lock-out does not reveal which e-mails exist.
 */
export function createLoginThrottle(db: Db) {
  const throttle = {
    /** Throws 429 with Retry-After when the e-mail is locked out. */
    async assertAllowed(email: string): Promise<void> {
      const recent = db
        .select({ failedAt: loginFailures.failedAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, sql`now() - ${WINDOW}`)))
        .orderBy(desc(loginFailures.failedAt))
        .limit(LOGIN_FAILURE_LIMIT)
        .as('recent');
      const [row] = await db
        .select({
          failures: sql<number>`count(*)::int`,
          retryAfter: sql<number | null>`ceil(extract(epoch from min(${recent.failedAt}) + ${WINDOW} - now()))::int`,
        })
        .from(recent);
      if (!row || row.failures < LOGIN_FAILURE_LIMIT) return;
      const retryAfter = Math.max(1, row.retryAfter ?? 1);
      throw new AppError('TOO_MANY_REQUESTS', messages.auth.tooManyAttempts, undefined, {
        'retry-after': String(retryAfter),
      });
    },

    async recordFailure(email: string): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`now() - ${WINDOW}`));
      await db.insert(loginFailures).values({ email });
    },

    /**
     * Counts this attempt as a failure *before* the password is checked (a success clears it), and throws 429 when
     * it is beyond the limit. Checking first and recording after the slow password check let guesses fired in
     * parallel all pass the check before any of them was recorded. An attempt counts against those before it (by
     * id), so of many parallel ones the first LOGIN_FAILURE_LIMIT go on.
     */
    async reserveAttempt(email: string): Promise<number> {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`now() - ${WINDOW}`));
      const attempt = firstRow(
        await db.insert(loginFailures).values({ email }).returning({ id: loginFailures.id }),
        'insert into login_failures',
      );
      const [row] = await db
        .select({ attempts: sql<number>`count(*)::int` })
        .from(loginFailures)
        .where(
          and(
            eq(loginFailures.email, email),
            gt(loginFailures.failedAt, sql`now() - ${WINDOW}`),
            lte(loginFailures.id, attempt.id),
          ),
        );
      if ((row?.attempts ?? 0) <= LOGIN_FAILURE_LIMIT) return attempt.id;
      // Refused attempts do not count: the lock-out ends when the oldest counted failure is 15 minutes old.
      await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
      await throttle.assertAllowed(email);
      throw new AppError('TOO_MANY_REQUESTS', messages.auth.tooManyAttempts, undefined, { 'retry-after': '1' });
    },

    /** An attempt whose password was never checked (the server was too busy) is taken back. */
    async forget(attemptId: number): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
    },

    /** A successful login starts the count afresh. */
    async clear(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },
  };
  return throttle;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
