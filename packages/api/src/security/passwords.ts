import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { messages } from '@wayfare/common';
import { createConcurrencyLimit, QueueFullError } from '../lib/concurrency-limit';
import { AppError } from '../lib/app-error';
import { scryptInThread } from './scrypt-threads';

/** OWASP's scrypt parameters (N=2^17, r=8, p=1) with a 64-byte key. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64 } as const;
const SALT_BYTES = 16;

type ScryptParams = { N: number; r: number; p: number; keyLength: number };

/**
 * Every scrypt of the process goes through these lanes. Each one is ~0.4 s of CPU and 128 MiB of memory: 24
 * anonymous logins at once used to run four at a time on libuv's threadpool (all of it) and take both cores of a
 * small machine, so every page waited. At most 2 run at once, in low-priority threads (scrypt-threads.ts); up to 32
 * more wait their turn, first come first served — at ~0.4 s each on 2 lanes that is at most ~6–7 s of waiting,
 * about as long as a login form may spin. Beyond that the answer is 503 with Retry-After rather than an ever longer
 * wait. Known and unknown e-mails (spendPasswordCheck) queue alike, so the wait tells nothing about which accounts
 * exist.
 */
export const PASSWORD_CHECK_LANES = { concurrency: 2, maxQueued: 32 } as const;
export const passwordChecks = createConcurrencyLimit({
  what: 'password checks',
  ...PASSWORD_CHECK_LANES,
  expectedMs: 400,
});

function scryptKey(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default 32 MiB cap is too small for N=2^17, so allow twice what is needed.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 2 * 128 * params.N * params.r };
  return scryptInThread(password.normalize('NFKC'), salt, params.keyLength, options);
}

async function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  try {
    return await passwordChecks.run(() => scryptKey(password, salt, params));
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    throw new AppError('UNAVAILABLE', messages.http.busy, undefined, {
      'retry-after': String(error.retryAfterSeconds),
    });
  }
}

/** `scrypt$N$r$p$salt$hash` (base64): self-describing, so the parameters can be raised later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  const keyBytes = Buffer.from(key, 'base64');
  return {
    params: { N: Number(n), r: Number(r), p: Number(p), keyLength: keyBytes.length },
    salt: Buffer.from(salt, 'base64'),
    key: keyBytes,
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** A well-formed hash that no password matches: checking against it costs exactly what a real check costs. */
const DECOY_HASH = ['scrypt', SCRYPT_PARAMS.N, SCRYPT_PARAMS.r, SCRYPT_PARAMS.p]
  .concat([randomBytes(SALT_BYTES).toString('base64'), randomBytes(SCRYPT_PARAMS.keyLength).toString('base64')])
  .join('$');

/**
 * Spends one password check for an account that does not exist (or has no password), so that "unknown e-mail"
 * and "wrong password" take the same time and cannot be told apart.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, DECOY_HASH);
}
