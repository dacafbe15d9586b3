import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/** What vitest.fault.config.ts hands the tests (it alone reads the environment). */
export interface FaultEnv {
  /** Any database on the test PostgreSQL server; each test creates its own next to it. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  path: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fault: FaultEnv;
  }
}

export const faultEnv: FaultEnv = inject('fault');

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Same for every instance of one test, as production requires (JWT_SECRET is mandatory with DATABASE_URL). */
export const JWT_SECRET = 'fault-suite-secret-that-is-at-least-32-characters-long';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it returns true; throws after `timeoutMs` with `what` in the message. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
  everyMs = 50,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}
