import { eq } from 'drizzle-orm';
import { messages, type UserProfile } from '@wayfare/common';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';

export function createUsersService(db: Db) {
  return {
    async getProfile(userId: number): Promise<UserProfile> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('NOT_FOUND', messages.http.notFound);
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
      };
    },
  };
}
