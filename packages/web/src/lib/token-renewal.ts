import { TOKEN_RENEW_WINDOW_SECONDS } from '@wayfare/common';
import { SessionEndedError } from './api-error';
import { navigateTo } from './navigation';
import { loginHrefBackTo } from './return-to';
import { readAccessToken } from './response-shapes';
import { clearSession, getSession, nowSeconds, startSession } from './session';

/**
 * docs/product/accounts-and-roles.md#session: a token that expires within the window (9 minutes) is renewed before a
 * call.
 */
export function shouldRenew(exp: number, now: number): boolean {
  return exp - now <= TOKEN_RENEW_WINDOW_SECONDS;
}

// One renewal at a time: calls that start while it runs wait for the same promise instead of
// each spending the old token (the server would refuse all but the first).
let pending: Promise<void> | null = null;

export function ensureFreshToken(now: number = nowSeconds()): Promise<void> {
  const session = getSession();
  if (!session || !shouldRenew(session.claims.exp, now)) return Promise.resolve();
  pending ??= renewToken(session.token).finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * POST /api/auth/renew, made directly: the renewal call itself is never pre-renewed
 * (docs/product/accounts-and-roles.md#session).
 */
async function renewToken(accessToken: string): Promise<void> {
  try {
    const response = await fetch('/api/auth/renew', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessToken }),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    const body: unknown = await response.json();
    startSession(readAccessToken(body));
  } catch (error) {
    // docs/product/accounts-and-roles.md#session: renewal failure is logged, ends the session and sends the user to log
    // in again.
    console.error('Access token renewal failed', error);
    clearSession();
    navigateTo(loginHrefBackTo(`${window.location.pathname}${window.location.search}`));
    throw new SessionEndedError();
  }
}
