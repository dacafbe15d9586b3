import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS, SessionClaims, type Role } from '@wayfare/common';

/** Who a token is for. */
export interface TokenSubject {
  id: number;
  role: Role;
  googleSub: string | null;
  /** users.token_version: raising it refuses every token issued before. */
  tokenVersion: number;
}

export interface TokenSigner {
  /** A fresh access token: HS256, 60 minutes, a random jti (docs/product/accounts-and-roles.md#session-claims). */
  issue(subject: TokenSubject): Promise<string>;
  /** The claims of a well-signed, unexpired token of the right shape, else null. Revocation is checked elsewhere. */
  verify(token: string): Promise<SessionClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(subject) {
      const now = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ userId: subject.id, roles: [subject.role], ver: subject.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_LIFETIME_SECONDS)
        .setJti(randomUUID());
      if (subject.googleSub) jwt.setSubject(subject.googleSub);
      return jwt.sign(key);
    },
    async verify(token) {
      try {
        // Pinning the algorithm refuses `alg: none` and any key-confusion trick.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = SessionClaims.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
