import { profileMessages, type SessionClaims, type UserProfile } from '@wayfare/common';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    birthDate: user.birthDate,
    googleOAuthId: user.googleSub,
    bookingsEmails: user.bookingsEmails,
    damageEmails: user.damageEmails,
    promoEmails: user.promoEmails,
    roles: [user.role],
    language: user.language,
  };
}

/** Only the account's owner may change it. */
export function assertSelf(claims: SessionClaims, userId: number): void {
  if (claims.userId !== userId) throw new AppError('FORBIDDEN', profileMessages.notYourself);
}
