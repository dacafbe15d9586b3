import { eq, lt } from 'drizzle-orm';
import type { SessionClaims } from '@wayfare/common';
import type { Db } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import type { TokenSigner } from './tokens';

/**
 * Turns a bearer token into a session: a good signature is not enough, the token must also not be revoked
 * (logout, renewal), its user must still exist, and it must carry the user's current token version.
 */
export interface Sessions {
  authenticate(token: string): Promise<SessionClaims | null>;
  /** Revokes a token's jti until it expires. False when it was revoked already (e.g. a second renewal). */
  revoke(claims: SessionClaims): Promise<boolean>;
}

export function createSessions(db: Db, signer: TokenSigner): Sessions {
  return {
    async authenticate(token) {
      const claims = await signer.verify(token);
      if (!claims) return null;
      const [row] = await db
        .select({ tokenVersion: users.tokenVersion, revokedJti: revokedTokens.jti })
        .from(users)
        .leftJoin(revokedTokens, eq(revokedTokens.jti, claims.jti))
        .where(eq(users.id, claims.userId));
      if (!row || row.revokedJti) return null;
      // A version, not a time: a token issued in the same second as a password change is still refused.
      if ((claims.ver ?? 0) !== row.tokenVersion) return null;
      return claims;
    },

    async revoke(claims) {
      // Rows are only needed until the token would have expired anyway.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
      const inserted = await db
        .insert(revokedTokens)
        .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
        .onConflictDoNothing()
        .returning({ jti: revokedTokens.jti });
      return inserted.length > 0;
    },
  };
}
