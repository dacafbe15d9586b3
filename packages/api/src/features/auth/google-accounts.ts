import { eq } from 'drizzle-orm';
import { messages } from '@wayfare/common';
import type { Db } from '../../db/client';
import { emailIs } from '../../db/email';
import { isUniqueViolation } from '../../db/errors';
import { users, type UserRow } from '../../db/schema';
import type { GoogleIdentity } from '../../integrations/identity/google';
import { AppError } from '../../plugins/errors';

/**
 * The account a verified Google identity signs in to: the one already linked to its `sub`; else the account with
 * its e-mail, linked now — but only when Google vouches for that e-mail (`email_verified`), or anyone could take
 * over an account by putting its e-mail in a Google profile; else a new CUSTOMER account.
 */
export async function linkGoogleAccount(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  try {
    return await findOrCreate(db, identity);
  } catch (error) {
    // Two first sign-ins at once: the loser hits a unique index, and by now finds the winner's row.
    if (isUniqueViolation(error)) return findOrCreate(db, identity);
    throw error;
  }
}

function findOrCreate(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.select().from(users).where(eq(users.googleSub, identity.sub));
    if (linked) return linked;
    const { email } = identity;
    if (!email) throw new AppError('UNAUTHORIZED', messages.auth.googleInvalid);

    const [existing] = await tx.select().from(users).where(emailIs(email));
    if (existing) {
      // An unverified e-mail, or an account already tied to another Google identity, is not ours to link.
      if (!identity.emailVerified || existing.googleSub) {
        throw new AppError('CONFLICT', messages.auth.emailTaken, 'email');
      }
      const [updated] = await tx
        .update(users)
        .set({ googleSub: identity.sub })
        .where(eq(users.id, existing.id))
        .returning();
      return updated ?? existing;
    }

    const name = identity.name?.trim() || email.split('@')[0] || email;
    const [created] = await tx.insert(users).values({ name, email, role: 'CUSTOMER', googleSub: identity.sub }).returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  });
}
