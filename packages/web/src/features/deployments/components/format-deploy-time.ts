/** Render's ISO time as "2026-11-20 10:04:30 UTC" (the original page showed the ISO text with T as a space). */
export function formatDeployTime(iso: string | null): string {
  if (!iso) return '—';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(iso);
  if (!match) return iso.replace('T', ' ');
  const [, date, time, zone] = match;
  return `${date} ${time}${zone === 'Z' ? ' UTC' : zone ? ` ${zone}` : ''}`;
}
