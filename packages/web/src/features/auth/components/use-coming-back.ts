import { useNavigate, useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, returnToParam, safeReturnTo } from '../../../lib/return-to';

/**
 * Where /login and /register send the visitor once logged in (docs/product/accounts-and-roles.md#coming-back): the
 * page their `returnTo` names when it is one of the app's own, else `/`. `returnTo` is what the links between the two
 * pages pass on.
 */
export function useComingBack() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const target = safeReturnTo(query.get(RETURN_TO_PARAM));
  return {
    returnTo: returnToParam(target),
    goBack: () => navigate(target, { replace: true }),
  };
}
