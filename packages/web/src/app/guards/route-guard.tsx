import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../lib/session';
import { decideAccess, type RouteAccess } from './access';

/**
 * A pathless layout route that lets its child routes render only when `decideAccess` allows.
 * It follows the session live: logging out on an admin page leaves it at once.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const decision = decideAccess(access, useSession());
  return decision.allow ? <Outlet /> : <Navigate to={decision.redirectTo} replace />;
}
