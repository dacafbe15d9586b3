import { paths } from '../../config/paths';
import { RETURN_TO_PARAM, returnToParam, safeReturnTo } from '../../lib/return-to';
import { hasRole, isLoggedIn, type Session } from '../../lib/session';

/** The access kinds of the route table (docs/product/screens-and-navigation.md#route-table). */
export type RouteAccess = 'public' | 'guests' | 'loggedIn' | 'customer' | 'admin';

/** `returnTo`: the page a logged-out visitor asked for, remembered by the redirect for their login to come back to. */
export type AccessDecision = { allow: true } | { allow: false; redirectTo: string; returnTo?: string };

const ALLOW: AccessDecision = { allow: true };
const TO_HOME = { allow: false, redirectTo: paths.home.href() } as const satisfies AccessDecision;

/**
 * The guard rule (docs/product/screens-and-navigation.md#guard-rule): public routes are always open; guests-only routes
 * send a logged-in visitor to / (or to the app page their `returnTo` names); role routes send a visitor who is logged
 * out or lacks the role to /, a logged-out one with the page asked for (`here`, path and query) to come back to
 * (docs/product/accounts-and-roles.md#coming-back).
 */
export function decideAccess(access: RouteAccess, session: Session | null, here?: string): AccessDecision {
  const loggedIn = isLoggedIn(session);
  const toLogin = (allowed: boolean): AccessDecision => {
    if (allowed) return ALLOW;
    const returnTo = loggedIn || here === undefined ? undefined : returnToParam(here);
    return returnTo ? { ...TO_HOME, returnTo } : TO_HOME;
  };
  switch (access) {
    case 'public':
      return ALLOW;
    case 'guests':
      if (!loggedIn) return ALLOW;
      return here === undefined ? TO_HOME : { allow: false, redirectTo: safeReturnTo(returnToOf(here)) };
    case 'loggedIn':
      return toLogin(loggedIn);
    case 'customer':
      return toLogin(hasRole(session, 'CUSTOMER'));
    case 'admin':
      return toLogin(hasRole(session, 'ADMIN'));
  }
}

const returnToOf = (here: string) => new URL(here, 'https://wayfare.invalid').searchParams.get(RETURN_TO_PARAM);
