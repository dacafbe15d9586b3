// Statistics show money in $ (SPEC §9: "statistics revenue card is labelled in $"), unlike the rest of the product.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatDollars = (value: number) => dollars.format(value);
export const formatKm = (value: number) => `${decimal.format(value)} km`;
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
