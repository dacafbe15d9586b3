import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './passwords';

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
