import { paths } from '../../config/paths';
import { hasRole, isLoggedIn, type Session } from '../../lib/session';

/** The access kinds of the route table (docs/product/screens-and-navigation.md#route-table). */
export type RouteAccess = 'public' | 'guests' | 'loggedIn' | 'customer' | 'admin';

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };

const ALLOW: AccessDecision = { allow: true };
const TO_HOME: AccessDecision = { allow: false, redirectTo: paths.home.href() };

/**
 * The guard rule (docs/product/screens-and-navigation.md#guard-rule): public routes are always open; guests-only routes
 * send a logged-in visitor to /; role routes send a visitor who is logged out or lacks the role to /.
 */
export function decideAccess(access: RouteAccess, session: Session | null): AccessDecision {
  switch (access) {
    case 'public':
      return ALLOW;
    case 'guests':
      return isLoggedIn(session) ? TO_HOME : ALLOW;
    case 'loggedIn':
      return isLoggedIn(session) ? ALLOW : TO_HOME;
    case 'customer':
      return hasRole(session, 'CUSTOMER') ? ALLOW : TO_HOME;
    case 'admin':
      return hasRole(session, 'ADMIN') ? ALLOW : TO_HOME;
  }
}
