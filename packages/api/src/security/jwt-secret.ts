import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * JWT_SECRET when configured; otherwise (embedded mode) a secret generated on first start and kept in
 * DATA_DIR/jwt-secret, so tokens survive restarts without any set-up. config.ts already demands JWT_SECRET
 * whenever DATABASE_URL is set.
 */
export function resolveJwtSecret(config: { jwtSecret: string | undefined; dataDir: string }): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so an existing secret is never overwritten.
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate`);
  return secret;
}
