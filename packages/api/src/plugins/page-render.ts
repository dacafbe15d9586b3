import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Locale, LOCALE_PARAM } from '@wayfare/common';

/**
 * Pages rendered per request with their first data (decision 011): the web build's server render
 * (packages/web/src/server-render.tsx, built into `dist-server/server-render.js`) draws the page as a guest sees it, its
 * queries answered in-process by this API (`inject`: the same routes, validation and serialisation as from the
 * browser), into the page shell the build wrote beside it (`dist-server/pages/<page>.html`). A page without a shell is
 * not rendered here; a render that fails, takes too long or finds too many others running is not waited for: the
 * caller sends the build's static page instead, and the browser fetches the data itself, as without this.
 */

/** What `dist-server/server-render.js` exports for this (see packages/web/src/server-render.tsx). */
interface ServerRender {
  renderPageWithData(
    url: string,
    answer: (url: string, init: RequestInit) => Promise<Response>,
    locale: Locale,
  ): Promise<{ html: string; state: unknown }>;
}

/** Renders share the API's one thread with its requests: a few at once, each bounded. */
const MAX_RENDERS_IN_FLIGHT = 4;
const RENDER_TIMEOUT_MS = 2_000;

/** The headers of an in-process answer that the page's code is given (lower case, as `inject` names them). */
const ANSWER_HEADERS = ['content-type', 'x-total-count'] as const;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The request's path without its query and trailing slash: the key of the per-page files (here and in static.ts). */
export function pagePath(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!.replace(/(.)\/$/, '$1');
}

/** The folder of a language's pages in the web build: English at the top, the others in `de/`, `fr/`. */
export const localeFolder = (locale: Locale) => (locale === 'en' ? '' : `${locale}/`);

/** A page's address without the parameter that only chose its language (`/search?lang=de&…` → `/search?…`). */
export function withoutLocaleParam(url: string | undefined): string {
  const [pathname = '/', query] = (url ?? '/').split('?', 2);
  if (query === undefined) return pathname;
  const params = new URLSearchParams(query);
  params.delete(LOCALE_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The shell's file for a page path (`/search` → `pages/search.html`); letters and dashes only, never outside. */
function shellFile(serverDir: string, url: string, locale: Locale): string | undefined {
  const pathname = pagePath(url);
  if (!/^\/[a-z-]+$/.test(pathname)) return undefined;
  return path.join(serverDir, 'pages', `${localeFolder(locale)}${pathname.slice(1)}.html`);
}

/**
 * The answers in a JSON data block the browser never runs (the CSP allows no inline script anyway). `<` is escaped so
 * that no text in the data — a car's or a plan's name — can close the element.
 */
export function pageDataBlock(state: unknown): string {
  return `<script type="application/json" id="page-data">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

export interface PageRenderer {
  /** Loads the server render now (~4 MB of code), so that the first visitor does not wait for it. */
  warm(): void;
  /** The page at `url` with its data, or undefined when the static page is to be sent. */
  render(request: FastifyRequest): Promise<string | undefined>;
  /** Sends a rendered page, compressed when the browser accepts it (it is not cached: it shows live data). */
  send(request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply>;
}

export function pageRenderer(app: FastifyInstance, serverDir: string, log: FastifyBaseLogger): PageRenderer {
  const bundleFile = path.join(serverDir, 'server-render.js');
  let loaded: { mtimeMs: number; module: Promise<ServerRender> } | undefined;
  let inFlight = 0;

  /** The server render, loaded once per build (a new build after start-up is picked up). */
  const serverRender = async (): Promise<ServerRender | undefined> => {
    const mtimeMs = await stat(bundleFile).then(
      (file) => file.mtimeMs,
      () => undefined,
    );
    if (mtimeMs === undefined) return undefined;
    if (loaded?.mtimeMs !== mtimeMs) {
      const href = `${pathToFileURL(bundleFile).href}?build=${mtimeMs}`;
      loaded = { mtimeMs, module: import(href) as Promise<ServerRender> };
    }
    return loaded.module;
  };

  /** The page's requests, answered by this API: public `/api/` paths only, as the guest the page is rendered for. */
  const answer = async (url: string, init: RequestInit): Promise<Response> => {
    if (!url.startsWith('/api/')) throw new Error(`page render: ${url} is not an API path`);
    const method = (init.method ?? 'GET') as 'GET' | 'POST';
    const body = typeof init.body === 'string' ? init.body : undefined;
    const response = await app.inject({
      method,
      url,
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      payload: body,
    });
    // The headers the page reads: the body's type, and a list's total (a search's X-Total-Count).
    const headers: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = response.headers[name];
      if (value !== undefined) headers[name] = String(value);
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };

  const renderWithin = async (url: string, locale: Locale, shell: string, render: ServerRender): Promise<string> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`page render: ${url} took over ${RENDER_TIMEOUT_MS} ms`)),
        RENDER_TIMEOUT_MS,
      );
    });
    try {
      const { html, state } = await Promise.race([render.renderPageWithData(url, answer, locale), timeout]);
      // Functions as replacements: `$` in the page's text is not a pattern.
      return shell.replace('<!--page-html-->', () => html).replace('<!--page-data-->', () => pageDataBlock(state));
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    warm() {
      serverRender().catch((error: unknown) => log.warn({ err: error }, 'the server render could not be loaded'));
    },

    async render(request) {
      if (request.method !== 'GET') return undefined;
      const file = shellFile(serverDir, request.url, request.locale);
      if (!file || inFlight >= MAX_RENDERS_IN_FLIGHT) return undefined;
      inFlight++;
      try {
        const shell = await readFile(file, 'utf8').catch(() => undefined);
        const render = shell === undefined ? undefined : await serverRender();
        return shell === undefined || !render
          ? undefined
          : await renderWithin(withoutLocaleParam(request.url), request.locale, shell, render);
      } catch (error) {
        log.warn({ err: error, url: request.url }, 'page render failed: the static page is sent instead');
        return undefined;
      } finally {
        inFlight--;
      }
    },

    async send(request, reply, html) {
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      const vary = reply.getHeader('vary');
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      if (encoding === 'br') {
        // Quality 5: most of Brotli's gain on HTML, a millisecond or two for a page.
        const body = await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
        return reply.header('content-encoding', 'br').send(body);
      }
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipped(html));
      return reply.send(html);
    },
  };
}
