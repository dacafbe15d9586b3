import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * /pay-handle: SPEC §2 confirms the payment with the server, then always goes to /. The
 * confirmation call comes with the payments issue; the redirect is already the contract.
 */
export function PayHandlePage() {
  return <Navigate to={paths.home.href()} replace />;
}
