import { Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import {
  bookingsTexts,
  formatMoney,
  formatWallClock,
  freeCancellationUntilMs,
  lateCancellationFee,
} from '@wayfare/common';
import { useLocale } from '../../../lib/i18n/locale';
import { useTexts } from '../../../lib/i18n/use-texts';
import { msToWallClock, wallClockToMs } from './business-time';

interface CancellationNoteProps {
  /** The pick-up, wall-clock in the business time zone. */
  startAt: string;
  /** The trip's time fees (the cost breakdown's line): a late cancellation keeps one day of them. */
  timeFees: number;
  /** The business time zone (the app's settings); nothing is shown without it. */
  timeZone: string | undefined;
  /** "Now", for tests. */
  nowMs?: number;
}

/**
 * What canceling will cost, said before anyone pays (docs/product/bookings-and-payments.md#cancellation-policy): free
 * until 24 hours before pick-up, then one day of time fees. Computed here from the chosen pick-up with the policy's own
 * function.
 */
export function CancellationNote({ startAt, timeFees, timeZone, nowMs = Date.now() }: CancellationNoteProps) {
  const t = useTexts(bookingsTexts);
  const locale = useLocale();
  if (!timeZone) return null;
  const freeUntilMs = freeCancellationUntilMs(wallClockToMs(startAt, timeZone));
  const text =
    nowMs < freeUntilMs
      ? t('trips.freeCancellationUntil', { dateTime: formatWallClock(msToWallClock(freeUntilMs, timeZone), locale) })
      : t('trips.lateCancellation', { fee: formatMoney(lateCancellationFee(timeFees), locale) });
  return (
    <Text data-testid="cancellation-note" fw={500}>
      <IconCalendarCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
      {text}
    </Text>
  );
}
