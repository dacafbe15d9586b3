import { AUCTION_COUNTDOWN_TICK_MS } from '@wayfare/common';
import { useEffect, useState } from 'react';

/**
 * Milliseconds until `closesAt` (a `performance.now()` instant), re-read every AUCTION_COUNTDOWN_TICK_MS until zero.
 * The monotonic clock keeps the countdown right whatever the browser's wall clock or time zone says.
 */
export function useRemainingMs(closesAt: number | undefined): number | undefined {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (closesAt === undefined) return;
    setNow(performance.now());
    const timer = setInterval(() => {
      const current = performance.now();
      setNow(current);
      if (current >= closesAt) clearInterval(timer);
    }, AUCTION_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [closesAt]);
  return closesAt === undefined ? undefined : Math.max(0, closesAt - now);
}
