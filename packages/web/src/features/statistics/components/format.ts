// Counts, shares and months of the charts. Money (the revenue card's $) and distances come from @wayfare/common,
// written the same way as on every other page.
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatCount = (value: number) => integer.format(value);
/** A 0..1 share as a percentage with at most one decimal, "25.6 %": a fleet's share is often below 1 %. */
export const formatPercent = (share: number) => `${percent.format(share * 100)} %`;
/** Month 1–12 and year as the charts' axis shows them: "Nov 2026". */
export const formatMonth = (month: number, year: number) => `${MONTHS[month - 1] ?? month} ${year}`;
/** A per-month key "YYYY-MM" as "Nov 2026"; anything else is shown as it came. */
export function formatMonthKey(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  return match ? formatMonth(Number(match[2]), Number(match[1])) : key;
}
