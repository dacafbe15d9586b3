import type { Role, SessionClaims } from '@wayfare/common';
import { decodeJwt } from 'jose';
import { useSyncExternalStore } from 'react';
import { parseSessionClaims } from './response-shapes';

/**
 * The login session (docs/product/accounts-and-roles.md#session): the access token and its claims, kept in
 * sessionStorage so a reload keeps the user logged in but a closed tab does not. A tiny external store lets React (the
 * navbar, the guards) re-render the moment someone logs in or out.
 *
 * Claims are decoded, never verified: the server verifies every token it receives.
 */
export interface Session {
  token: string;
  claims: SessionClaims;
}

const TOKEN_KEY = 'accessToken';
const CLAIMS_KEY = 'claims';

let current: Session | null = null;
const listeners = new Set<() => void>();

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The claims of a token, or null when it is not a JWT carrying the session claims
 * (docs/product/accounts-and-roles.md#session-claims).
 */
export function decodeClaims(token: string): SessionClaims | null {
  try {
    return parseSessionClaims(decodeJwt(token));
  } catch {
    return null;
  }
}

export function isExpired(claims: SessionClaims, now: number = nowSeconds()): boolean {
  return claims.exp <= now;
}

/** Logged in ⇔ a userId claim exists (docs/product/accounts-and-roles.md#session). */
export function isLoggedIn(session: Session | null): session is Session {
  return session?.claims.userId !== undefined;
}

export function hasRole(session: Session | null, role: Role): boolean {
  return isLoggedIn(session) && session.claims.roles.includes(role);
}

function publish(next: Session | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The landing pages are rendered as a guest sees them (at build time, or per request by the API). While React takes over
 * such a page it must draw what the HTML shows, so it starts from the guest's session and re-renders with the real one.
 */
const prerenderedSession = (): Session | null => null;

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, prerenderedSession);
}

/** Stores a token the server just issued (login, register, renewal). */
export function startSession(token: string): Session {
  const claims = decodeClaims(token);
  if (!claims) throw new Error('The server issued an access token without the expected claims');
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(CLAIMS_KEY, JSON.stringify(claims));
  const session = { token, claims };
  publish(session);
  return session;
}

export function clearSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(CLAIMS_KEY);
  publish(null);
}

export type RestoreOutcome = 'anonymous' | 'restored' | 'expired';

/**
 * Start-up rule (docs/product/accounts-and-roles.md#session): a stored token that has not expired is stored again; an
 * expired one clears the session and the caller sends the user to /login. Garbage counts as no session.
 */
export function restoreSession(now: number = nowSeconds()): RestoreOutcome {
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (!token) return 'anonymous';
  const claims = decodeClaims(token);
  if (!claims) {
    clearSession();
    return 'anonymous';
  }
  if (isExpired(claims, now)) {
    clearSession();
    return 'expired';
  }
  startSession(token);
  return 'restored';
}
