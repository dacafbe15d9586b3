import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { decideAccess, type RouteAccess } from './access';

/**
 * A pathless layout route that lets its child routes render only when `decideAccess` allows.
 * It follows the session live: logging out on an admin page leaves it at once. The page a logged-out visitor asked
 * for rides along in the redirect's history state, where the navbar's Login finds it.
 */
export function RouteGuard({ access }: { access: RouteAccess }) {
  const { pathname, search } = useLocation();
  const decision = decideAccess(access, useSession(), `${pathname}${search}`);
  if (decision.allow) return <Outlet />;
  const state = decision.returnTo ? { returnTo: decision.returnTo } : undefined;
  return <Navigate to={decision.redirectTo} replace state={state} />;
}
