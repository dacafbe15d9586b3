import { formatWallClock, type Locale } from '@wayfare/common';

/**
 * Render's ISO time as "2026-11-20 10:04 UTC" (in English): the product's date-time form in the page's language, plus
 * the zone Render gave, because this instant comes from Render's clock and not from the business time zone every other
 * date is in.
 */
export function formatDeployTime(iso: string | null, locale: Locale): string {
  if (!iso) return '—';
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(iso);
  if (!match) return iso;
  const [, wallClock = '', zone] = match;
  return `${formatWallClock(wallClock, locale)}${zone === 'Z' ? ' UTC' : zone ? ` ${zone}` : ''}`;
}
