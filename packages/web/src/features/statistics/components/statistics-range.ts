/** The applied "From"/"To" days of the cars-over-time chart, `YYYY-MM-DD`; either may be missing. */
export interface StatisticsRange {
  from?: string;
  to?: string;
}

/**
 * docs/product/admin-tools.md#statistics: with both days set the start must be strictly before the end (by day); else
 * the page toasts the range message (`statistics.rangeOrder`).
 */
export function isRangeInOrder({ from, to }: StatisticsRange): boolean {
  return !(from && to && !(from < to));
}

/**
 * docs/product/admin-tools.md#statistics: from 00:00:01 of the start day to 23:59:59 of the end day, as wall-clock
 * date-times.
 */
export function rangeToQuery({ from, to }: StatisticsRange): Record<string, string> {
  const query: Record<string, string> = {};
  if (from) query.startDateTime = `${from}T00:00:01`;
  if (to) query.endDateTime = `${to}T23:59:59`;
  return query;
}
