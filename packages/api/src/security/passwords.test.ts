import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_CHECK_LANES, passwordChecks, SCRYPT_PARAMS, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with OWASP parameters and a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('secret1'), hashPassword('secret1')]);
    const [scheme, n, r, p, salt, key] = a.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 17, 8, 1]);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(SCRYPT_PARAMS.keyLength);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false);
  });
});

describe('password checks under load', () => {
  it('run at most 2 at once, the others waiting in turn', async () => {
    const stored = await hashPassword('correct horse');
    const checks = Array.from({ length: 4 }, () => verifyPassword('correct horse', stored));
    await new Promise((resolve) => setImmediate(resolve));
    expect([passwordChecks.running, passwordChecks.queued]).toEqual([PASSWORD_CHECK_LANES.concurrency, 2]);
    expect(await Promise.all(checks)).toEqual([true, true, true, true]);
    expect([passwordChecks.running, passwordChecks.queued]).toEqual([0, 0]);
  });

  it('never hold the threadpool that file reads need', async () => {
    const stored = await hashPassword('correct horse');
    // Six checks at once used to take all four of libuv's threads, and a file read queued behind them for ~1 s.
    // Told by order, not by a clock (a loaded machine stretches every duration): a read that finds a free thread is
    // done long before the first 0.4 s derivation; one queued behind the derivations comes after it.
    const finished: string[] = [];
    const checks = Array.from({ length: 6 }, () =>
      verifyPassword('correct horse', stored).then(() => finished.push('check')),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await readFile(new URL(import.meta.url));
    finished.push('read');
    await Promise.all(checks);
    expect(finished[0]).toBe('read');
  });

  it('a derivation that fails rejects without taking its lane or its thread down with it', async () => {
    // N must be a power of two: scrypt itself refuses this stored hash.
    const broken = ['scrypt', 3, 8, 1, Buffer.alloc(16).toString('base64'), Buffer.alloc(64).toString('base64')].join(
      '$',
    );
    await expect(verifyPassword('anything', broken)).rejects.toThrow(/scrypt failed/);
    expect([passwordChecks.running, passwordChecks.queued]).toEqual([0, 0]);
    expect(await verifyPassword('correct horse', await hashPassword('correct horse'))).toBe(true);
  });
});
