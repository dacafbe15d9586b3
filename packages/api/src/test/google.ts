import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import type { App } from '../app';
import type { Db } from '../db/client';
import { createTestApp } from './app';
import { useStage } from './stage';

type SigningKey = Parameters<SignJWT['sign']>[0];

export const TEST_GOOGLE_CLIENT_ID = 'wayfare-test.apps.googleusercontent.com';
export const TEST_GOOGLE_ISSUER = 'https://accounts.google.com';

export interface FakeGoogle {
  jwksUrl: string;
  /** An ID token signed with the served key; claims and audience/issuer/expiry may be overridden. */
  signIdToken(
    claims: JWTPayload,
    options?: { audience?: string; issuer?: string; expiresAt?: number },
  ): Promise<string>;
  /** A token signed with a key the JWKS does not list. */
  signWithUnknownKey(claims: JWTPayload): Promise<string>;
  close(): Promise<void>;
}

/**
 * Google's JWKS endpoint, played on 127.0.0.1 with a key pair made for the test, so tests never reach the internet
 * (docs/product/README.md#integrations).
 */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (
    key: SigningKey,
    kid: string,
    claims: JWTPayload,
    options: Parameters<FakeGoogle['signIdToken']>[1] = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .setAudience(options.audience ?? TEST_GOOGLE_CLIENT_ID)
      .setIssuer(options.issuer ?? TEST_GOOGLE_ISSUER)
      .sign(key);
  };

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    signIdToken: (claims, options) => sign(privateKey, 'test-key', claims, options),
    signWithUnknownKey: (claims) => sign(other.privateKey, 'test-key', claims),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface GoogleTestStage {
  app: App;
  db: Db;
  google: FakeGoogle;
}

/** The app with Google sign-in on (GOOGLE_CLIENT_ID set), trusting a fake Google; both closed after the file. */
export const useGoogleTestStage = () =>
  useStage<GoogleTestStage>(async () => {
    const google = await startFakeGoogle();
    const t = await createTestApp({ GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
    const close = async () => {
      await t.close();
      await google.close();
    };
    return { app: t.app, db: t.db, google, close };
  });

/** PUT /api/users/gauth/{id}: the profile's "link Google" call, as the account's holder (or anyone) sends it. */
export const linkGoogle = (app: App, userId: number, oAuthId: string, headers?: { authorization: string }) =>
  app.inject({ method: 'PUT', url: `/api/users/gauth/${userId}`, payload: { oAuthId }, headers });
