import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

/** What a verified Google ID token tells us. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export type GoogleVerification =
  | { ok: true; identity: GoogleIdentity }
  /** invalid: the token is bad (signature, audience, issuer, expiry); unavailable: Google's keys could not be had. */
  | { ok: false; reason: 'invalid' | 'unavailable' };

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleVerification>;
}

export interface GoogleSettings {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
}

/**
 * Verifies Google ID tokens on the server (docs/product/accounts-and-roles.md#google-sign-in: never trust a
 * client-sent `sub`): signature against Google's JWKS (fetched once and cached by jose), audience = our client id,
 * issuer, expiry. The JWKS URL and issuers are settings so tests can sign their own tokens.
 */
export function createGoogleVerifier(settings: GoogleSettings): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 5000 });
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          audience: settings.clientId,
          issuer: settings.issuers,
          algorithms: ['RS256'],
        });
        if (typeof payload.sub !== 'string' || payload.sub === '') return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          identity: {
            sub: payload.sub,
            email: typeof payload.email === 'string' ? payload.email : undefined,
            // Older Google tokens carried the string "true".
            emailVerified: payload.email_verified === true || payload.email_verified === 'true',
            name: typeof payload.name === 'string' ? payload.name : undefined,
          },
        };
      } catch (error) {
        return { ok: false, reason: isKeySetProblem(error) ? 'unavailable' : 'invalid' };
      }
    },
  };
}

/** Failures to obtain the key set (network, timeout, a non-200 or garbled answer), as opposed to a bad token. */
function isKeySetProblem(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (!(error instanceof errors.JOSEError)) return true; // fetch() itself failed
  return error.code === 'ERR_JOSE_GENERIC';
}
