import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@wayfare/common';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { ownOrigin } from '../lib/request-origin';

const GOOGLE = 'https://accounts.google.com';
/** Stands in connect-src for the app's own socket origin, which depends on the request without PUBLIC_URL. */
const OWN_SOCKET = 'wss://own-socket.invalid';

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'", GOOGLE],
      styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE}/gsi/style`],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", OWN_SOCKET, GOOGLE],
      frameSrc: [GOOGLE],
      objectSrc: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      // Would break the app served over plain http on a LAN address (every asset rewritten to https).
      upgradeInsecureRequests: null,
    },
  },
  // The Google sign-in popup talks back to this window; plain same-origin would cut it off.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Google Identity Services checks the page's origin from the Referer header; no-referrer makes it fail.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * What an API answer (JSON, an SVG, a photo) needs: it is never a page, so it may load nothing and be framed by no one
 * (OWASP's REST Security Cheat Sheet). Helmet's other headers (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) only mean something for a document; on the
 * most frequent answers of the app they were half of the bytes (bench/HISTORY.md, framework). The Swagger UI under
 * /api/docs is a page and keeps the page set (and its own CSP).
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'strict-transport-security': page['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains',
  };
}

const isApiAnswer = (url: string) => /^\/api([/?]|$)/.test(url) && !/^\/api\/docs([/?]|$)/.test(url);

/** Fastify's own headers, not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers @fastify/helmet sends with these options, read once from a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !NOT_HELMET.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The page's CSP with the socket origin of `origin` (ws: for http, wss: for https) in connect-src, or none. */
function withOwnSocket(csp: string, origin: string | undefined): string {
  return csp.replace(` ${OWN_SOCKET}`, origin === undefined ? '' : ` ${new URL(origin).origin.replace(/^http/, 'ws')}`);
}

/**
 * Security headers and rate limiting. The CSP is the one the web app really runs under: its Vite build loads
 * scripts from 'self' only; Mantine writes inline styles; avatars and previews use data: and blob: images; the
 * STOMP socket may reach the app's own origin only (PUBLIC_URL's, else the loopback or ALLOWED_HOSTS host the page came
 * from, by the rule links follow: docs/product/realtime-contract.md#endpoint; 'self' alone does not cover ws: in every
 * browser); Google Identity Services loads its script, button styles and iframe from accounts.google.com.
 */
export const securityPlugin = fp<{ config: Pick<Config, 'publicUrl' | 'allowedHosts'> }>(
  async (app, { config }) => {
    // The headers are helmet's, computed once: @fastify/helmet 13 rebuilds helmet's middleware (re-parsing this CSP)
    // on every request, which cost the lightest route a sixth of its throughput (bench/HISTORY.md, framework).
    const helmetPage = await helmetHeaders(HELMET_OPTIONS);
    const csp = helmetPage['content-security-policy'] ?? '';
    // With PUBLIC_URL the socket's origin is known once; without it, it is the page's own, when that is one of ours.
    const pageHeaders = config.publicUrl
      ? { ...helmetPage, 'content-security-policy': withOwnSocket(csp, config.publicUrl) }
      : helmetPage;
    const answerHeaders = apiHeaders(pageHeaders);
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiAnswer(request.url)) reply.headers(answerHeaders);
      else {
        reply.headers(pageHeaders);
        if (!config.publicUrl) reply.header('content-security-policy', withOwnSocket(csp, ownOrigin(request, config)));
      }
      done();
    });

    // Not global: routes opt in with `config.rateLimit` (the auth routes do). The counters live in memory, per
    // instance; the per-account login lock-out that matters across instances is kept in the database instead.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', messages.auth.tooManyRequests),
    });
  },
  { name: 'security', dependencies: ['errors'] },
);
