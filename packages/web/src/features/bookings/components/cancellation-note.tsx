import { Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import {
  formatMoney,
  formatWallClock,
  freeCancellationUntilMs,
  lateCancellationFee,
  tripMessages,
} from '@wayfare/common';
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
  if (!timeZone) return null;
  const freeUntilMs = freeCancellationUntilMs(wallClockToMs(startAt, timeZone));
  const text =
    nowMs < freeUntilMs
      ? tripMessages.freeCancellationUntil(formatWallClock(msToWallClock(freeUntilMs, timeZone)))
      : tripMessages.lateCancellation(formatMoney(lateCancellationFee(timeFees)));
  return (
    <Text data-testid="cancellation-note" fw={500}>
      <IconCalendarCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
      {text}
    </Text>
  );
}
