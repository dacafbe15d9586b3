import { eq } from 'drizzle-orm';
import { messages, tidyPersonName, type Locale } from '@wayfare/common';
import type { Db } from '../../db/client';
import { emailIs } from '../../db/email';
import { isUniqueViolation } from '../../db/errors';
import { users, type UserRow } from '../../db/schema';
import type { GoogleIdentity } from '../../integrations/identity/google';
import { AppError } from '../../lib/app-error';
import { firstRow } from '../../db/first-row';

/**
 * The account a verified Google identity signs in to: the one already linked to its `sub`, else a new CUSTOMER
 * account. An existing account with the same e-mail is never entered: whoever registered that e-mail with a password
 * may not be its owner (an attacker can register someone's address before they ever sign in with Google), so only
 * the account's password holder can link Google to it, from the profile.
 */
export async function googleAccountFor(db: Db, identity: GoogleIdentity, language: Locale): Promise<UserRow> {
  try {
    return await findOrCreate(db, identity, language);
  } catch (error) {
    // Two first sign-ins at once: the loser hits a unique index, and by now finds the winner's row.
    if (isUniqueViolation(error)) return findOrCreate(db, identity, language);
    throw error;
  }
}

function findOrCreate(db: Db, identity: GoogleIdentity, language: Locale): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.select().from(users).where(eq(users.googleSub, identity.sub));
    if (linked) return linked;
    const { email } = identity;
    if (!email) throw new AppError('UNAUTHORIZED', messages.auth.googleInvalid);

    const [existing] = await tx.select().from(users).where(emailIs(email));
    if (existing) {
      // The e-mail's owner, as far as Google vouches for it, is told how to link; anyone else only that it is taken.
      if (!identity.emailVerified || existing.googleSub)
        throw new AppError('CONFLICT', messages.auth.emailTaken, 'email');
      throw new AppError('CONFLICT', messages.auth.googleLinkRequired);
    }

    // Google's name is the user's own choice too: it is held to the rule of names typed here (accounts-and-roles.md#names).
    const name = tidyPersonName(identity.name ?? '') || tidyPersonName(email.split('@')[0] ?? '') || 'Customer';
    const created = firstRow(
      await tx.insert(users).values({ name, email, role: 'CUSTOMER', googleSub: identity.sub, language }).returning(),
      'insert into users',
    );
    return created;
  });
}
