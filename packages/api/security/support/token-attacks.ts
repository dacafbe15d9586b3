import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import type { App } from '../../src/app';
import { users } from '../../src/db/schema';
import { TEST_JWT_SECRET } from '../../src/test/constants';
import { createAdmin, createUser } from '../../src/test/factories';

const WRONG_SECRET = 'not-the-server-secret-not-the-server-secret';
const now = () => Math.floor(Date.now() / 1000);

interface SignOptions {
  secret?: string;
  alg?: 'HS256' | 'HS384' | 'HS512';
  iat?: number;
  exp?: number | null;
}

/** A JWT as an attacker (or a test) would mint it; claims as the server issues them unless overridden. */
export async function signToken(claims: Record<string, unknown>, options: SignOptions = {}): Promise<string> {
  const iat = options.iat ?? now();
  const jwt = new SignJWT({ jti: randomUUID(), ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuedAt(iat);
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? iat + 3600);
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

export interface TokenAttack {
  name: string;
  /** The Authorization header value (HTTP) — its token part is what STOMP's accessToken header carries. */
  make(app: App): Promise<string>;
}

const asBearer = (token: string) => `Bearer ${token}`;

/** Tokens that must never authenticate, on HTTP or on the STOMP CONNECT. */
export const REFUSED_TOKENS: TokenAttack[] = [
  { name: 'garbage', make: async () => asBearer('not-a-jwt') },
  { name: 'three empty parts', make: async () => asBearer('..') },
  { name: 'random base64 parts', make: async () => asBearer('eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.c2lnbmF0dXJl') },
  {
    name: 'wrong signature (another secret)',
    make: async (app) =>
      asBearer(
        await signToken({ userId: (await createUser(app)).user.id, roles: ['CUSTOMER'] }, { secret: WRONG_SECRET }),
      ),
  },
  {
    name: 'alg "none" (unsigned)',
    make: async (app) => {
      const { user } = await createUser(app);
      const token = new UnsecuredJWT({ userId: user.id, roles: ['CUSTOMER'], jti: randomUUID() })
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode();
      return asBearer(token);
    },
  },
  {
    name: 'alg "none" with the signature of a real token kept',
    make: async (app) => {
      const { token } = await createUser(app);
      const [, payload, signature] = token.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      return asBearer(`${header}.${payload}.${signature}`);
    },
  },
  {
    name: 'HS512 with the right secret (algorithm not pinned would accept it)',
    make: async (app) =>
      asBearer(await signToken({ userId: (await createUser(app)).user.id, roles: ['CUSTOMER'] }, { alg: 'HS512' })),
  },
  {
    name: 'expired',
    make: async (app) =>
      asBearer(
        await signToken(
          { userId: (await createUser(app)).user.id, roles: ['CUSTOMER'] },
          { iat: now() - 7200, exp: now() - 10 },
        ),
      ),
  },
  {
    name: 'no exp at all',
    make: async (app) =>
      asBearer(await signToken({ userId: (await createUser(app)).user.id, roles: ['CUSTOMER'] }, { exp: null })),
  },
  {
    name: 'iat far in the future but already expired',
    make: async (app) =>
      asBearer(
        await signToken(
          { userId: (await createUser(app)).user.id, roles: ['CUSTOMER'] },
          { iat: now() + 365 * 86_400, exp: now() - 10 },
        ),
      ),
  },
  {
    name: 'payload edited to ADMIN, signature kept',
    make: async (app) => {
      const { token } = await createUser(app);
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      return asBearer(
        `${header}.${Buffer.from(JSON.stringify({ ...claims, roles: ['ADMIN'] })).toString('base64url')}.${signature}`,
      );
    },
  },
  {
    name: 'roles ["ADMIN"] forged with the wrong secret, for a real admin id',
    make: async (app) =>
      asBearer(
        await signToken({ userId: (await createAdmin(app)).user.id, roles: ['ADMIN'] }, { secret: WRONG_SECRET }),
      ),
  },
  {
    name: 'revoked by logout',
    make: async (app) => {
      const { token, headers } = await createUser(app);
      const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      if (response.statusCode !== 204) throw new Error(`logout: ${response.statusCode}`);
      return asBearer(token);
    },
  },
  {
    name: 'of a deleted user',
    make: async (app) => {
      const { token, user } = await createUser(app);
      await app.database.db.delete(users).where(eq(users.id, user.id));
      return asBearer(token);
    },
  },
  {
    name: 'well signed for a user id that never existed',
    make: async () => asBearer(await signToken({ userId: 2_000_000_000, roles: ['ADMIN'] })),
  },
  {
    name: 'issued before a password change, in the same second (an older token version)',
    make: async (app) => {
      const { user, password, headers } = await createUser(app);
      // The stolen token, as the server would have issued it: this second, under the account's version then (0).
      const stolen = await signToken({ userId: user.id, roles: ['CUSTOMER'], ver: 0 });
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers,
        payload: {
          name: user.name,
          email: user.email,
          birthDate: user.birthDate,
          currentPassword: password,
          newPassword: 'a-new-password-123',
        },
      });
      if (response.statusCode !== 200) throw new Error(`password change: ${response.statusCode} ${response.body}`);
      return asBearer(stolen);
    },
  },
];
