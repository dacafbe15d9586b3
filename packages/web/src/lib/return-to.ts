import { useLocation } from 'react-router';
import { paths } from '../config/paths';

/** The query parameter of /login and /register that names where to go once logged in. */
export const RETURN_TO_PARAM = 'returnTo';

const HOME = '/';
/** Pages that make no sense to come back to: the login pages themselves, and logging out again. */
const NOT_BACK_TO = new Set(['/login', '/register', '/logout']);
// An origin no request can reach: a value that resolves anywhere else named another site.
const PROBE_ORIGIN = 'https://wayfare.invalid';
// Backslashes (browsers read "/\evil" as "//evil") and control characters (browsers drop tabs and line breaks, so
// "/\t/evil" becomes "//evil").
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/**
 * Where a visitor goes back to after logging in or registering (docs/product/accounts-and-roles.md#coming-back): only
 * a path of this app — one leading "/", never "//", no scheme or host, no backslash or control character, before or
 * after decoding. Anything else, and no value at all, gives the home page, so a link can never send someone to another
 * site once they have logged in.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > 2048 || !value.startsWith('/') || value.startsWith('//')) return HOME;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return HOME;
  }
  if (UNSAFE_CHARACTERS.test(value) || UNSAFE_CHARACTERS.test(decoded) || decoded.startsWith('//')) return HOME;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || NOT_BACK_TO.has(url.pathname)) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `returnTo` a Login or Register link carries: none for the home page, which is where login goes anyway. */
export function returnToParam(path: string | null | undefined): string | undefined {
  const safe = safeReturnTo(path);
  return safe === HOME ? undefined : safe;
}

/**
 * /login for a session that has just ended (expired at start-up, or its renewal refused): logging in again brings
 * the user back to the page they were on (docs/product/accounts-and-roles.md#coming-back).
 */
export function loginHrefBackTo(path: string): string {
  return paths.login.href({ returnTo: returnToParam(path) });
}

/**
 * Where the navbar's Login and Register links bring the visitor back to: the page they are on, the page a guard sent
 * them away from (it lands them on / with that page in the history state), or on /login and /register the
 * `returnTo` they already carry.
 */
export function useReturnTo(): string | undefined {
  // Without the hash: the server render of a page never sees it, and the link must read the same on both sides.
  const { pathname, search, state } = useLocation();
  const sentAwayFrom = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof sentAwayFrom === 'string') return returnToParam(sentAwayFrom);
  if (NOT_BACK_TO.has(pathname)) return returnToParam(new URLSearchParams(search).get(RETURN_TO_PARAM));
  return returnToParam(`${pathname}${search}`);
}
