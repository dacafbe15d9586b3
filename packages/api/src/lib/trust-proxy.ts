import { isIP } from 'node:net';
import { z } from 'zod';

/** TRUST_PROXY as the configuration holds it: off, how many proxies stand in front, or their addresses. */
export type TrustProxySetting = false | number | string[];

const TRUST_PROXY_FORMS =
  'the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8, comma-separated)';

/** Names that proxy-addr understands for well-known private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One trusted proxy: an IP, an IP/prefix or a range name; a prefix of 0 would trust every address. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: off, a hop count, or the proxies' addresses. "Trust every sender" is refused because the left-most
 * X-Forwarded-For entry is whatever the client wrote, and the per-IP limits would count nothing.
 */
export function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === 'false') return false;
  if (text === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `true would let every client choose its own IP: set ${TRUST_PROXY_FORMS}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 100) return hops;
  } else {
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
  }
  ctx.addIssue({ code: 'custom', message: `must be false, ${TRUST_PROXY_FORMS}` });
  return z.NEVER;
}

/** What Fastify's `trustProxy` option takes: off, the proxies' addresses, or a test of (address, hop). */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * The TRUST_PROXY setting as Fastify's option. Fastify 5 refuses a bare hop count (it treats a number as "trust
 * nothing"), so a count becomes a test of the hop: the nearest `hops` addresses are our proxies and the client IP is
 * the next one, read from the right of X-Forwarded-For, where our proxy appended it. What a client writes to the
 * left of it is never reached. This is sound only when the server can be reached through the proxies alone; where
 * it can also be reached directly, list the proxies' addresses instead.
 */
export function fastifyTrustProxy(setting: TrustProxySetting): FastifyTrustProxy {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
