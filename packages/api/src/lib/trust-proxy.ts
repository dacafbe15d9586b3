import type { Config } from '../config';

/** What Fastify's `trustProxy` option takes: off, the proxies' addresses, or a test of (address, hop). */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * The TRUST_PROXY setting as Fastify's option. Fastify 5 refuses a bare hop count (it treats a number as "trust
 * nothing"), so a count becomes a test of the hop: the nearest `hops` addresses are our proxies and the client IP is
 * the next one, read from the right of X-Forwarded-For, where our proxy appended it. What a client writes to the
 * left of it is never reached. This is sound only when the server can be reached through the proxies alone; where
 * it can also be reached directly, list the proxies' addresses instead.
 */
export function fastifyTrustProxy(setting: Config['trustProxy']): FastifyTrustProxy {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
