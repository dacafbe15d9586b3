import {
  AUCTION_WS_RECONNECT_MAX_MS,
  AUCTION_WS_RECONNECT_MIN_MS,
  errorsTexts,
  messages,
  type Locale,
} from '@wayfare/common';
import { isLoaded, message } from '../../../lib/i18n/catalogue';

/**
 * The wait before the `attempt`-th try (0 for the first) to reconnect after a lost connection
 * (docs/product/realtime-contract.md#reconnecting): 1 s doubling up to 30 s, each drawn between half and all of it, so
 * the pages a restarted server dropped together do not all come back in the same second.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(AUCTION_WS_RECONNECT_MAX_MS, AUCTION_WS_RECONNECT_MIN_MS * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** ERROR frames a later try may not meet again: a fault of the server, or a line too slow to send CONNECT in time. */
const PASSING_REFUSALS: ReadonlySet<string> = new Set([messages.http.internal, messages.realtime.connectTimeout]);
const PASSING_KEYS = ['http.internal', 'realtime.connectTimeout'] as const;

/**
 * Whether an ERROR frame of the server ends the connection for good: trying again with the same token from the same
 * page would only be refused again (a bad token, the live-session limits, a frame the server does not take), so the
 * page stays without live updates rather than knocking again (docs/product/realtime-contract.md#reconnecting). The
 * server writes the frame in the language the CONNECT named (`locale`), whose errors' texts the channel has loaded.
 */
export function isFinalRefusal(refusal: string, locale: Locale = 'en'): boolean {
  if (PASSING_REFUSALS.has(refusal)) return false;
  if (locale === 'en' || !isLoaded(locale, errorsTexts)) return true;
  return !PASSING_KEYS.some((key) => message(locale, errorsTexts, key) === refusal);
}
