import { eq, lt } from 'drizzle-orm';
import type { SessionClaims } from '@wayfare/common';
import type { Db } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import type { TokenSigner } from './tokens';

/**
 * Turns a bearer token into a session: a good signature is not enough, the token must also not be revoked
 * (logout, renewal), its user must still exist, and it must not predate the user's `tokens_valid_after`.
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
        .select({ validAfter: users.tokensValidAfter, revokedJti: revokedTokens.jti })
        .from(users)
        .leftJoin(revokedTokens, eq(revokedTokens.jti, claims.jti))
        .where(eq(users.id, claims.userId));
      if (!row || row.revokedJti) return null;
      // iat has whole seconds: compare at that precision, so a token issued in the cut-off second survives.
      if (row.validAfter && claims.iat < Math.floor(row.validAfter.getTime() / 1000)) return null;
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
