import { z } from 'zod';

/** A host name (rent.example.com), an IPv4 address or a bracketed IPv6 one, with an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** ALLOWED_HOSTS: lower-cased entries, each a host as a Host header names it, with or without its port. */
export function parseAllowedHosts(value: string, ctx: z.RefinementCtx): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const bad = entries.filter((entry) => !HOST_PATTERN.test(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must list host names, each with an optional :port (not ${bad.join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
}
