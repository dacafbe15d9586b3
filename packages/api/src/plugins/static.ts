import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE, LOCALE_PARAM, LOCALES, type Locale, messages } from '@wayfare/common';
import { AppError } from '../lib/app-error';
import { ownOrigin } from '../lib/request-origin';
import { localeFolder, pagePath, pageRenderer, withoutLocaleParam } from './page-render';

const BUILD_HINT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wayfare</title></head>
<body><h1>Wayfare</h1><p>The API is running, but the web app has not been built yet.</p>
<p>Run <code>npm run build</code> (or start with <code>npm start</code>, which builds it), then reload this page.
The API itself answers under <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/** Paths that belong to the server, never to the web app's client-side router. */
function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return /^\/(api|ws)(\/|$)/.test(pathname) || pathname.startsWith('/assets/');
}

/**
 * `Link` preload hints for index.html, by the page asked for: the lazy code of the landing pages (home, search…), listed
 * by the web build in `landing-preloads.json` (packages/web/vite.config.ts), starts downloading with the entry script
 * instead of after it has run. Re-read when a new build replaces the file.
 */
function landingPreloads(webDistDir: string): (url: string | undefined) => string | undefined {
  const file = path.join(webDistDir, 'landing-preloads.json');
  let cached: { mtimeMs: number; headers: Map<string, string> } | undefined;
  return (url) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const lists = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
      const link = (href: string) =>
        href.endsWith('.css')
          ? `<${href}>; rel=preload; as=style; crossorigin`
          : `<${href}>; rel=modulepreload; crossorigin`;
      cached = {
        mtimeMs,
        headers: new Map(Object.entries(lists).map(([page, hrefs]) => [page, hrefs.map(link).join(', ')])),
      };
    }
    return cached.headers.get(pagePath(url));
  };
}

/**
 * The landing pages the web build prerendered (packages/web/scripts/prerender.mjs): `prerendered/index.html` for `/`,
 * `prerendered/<page>.html` for `/<page>` without a query, sent instead of index.html so the page shows before its code
 * has run. Looked up per request, like index.html, so a new build is picked up.
 */
function prerenderedFile(webDistDir: string, url: string | undefined, locale: Locale): string | undefined {
  // With a query the page may show something else (/all-cars?page=2): the app draws it from index.html.
  if (withoutLocaleParam(url).includes('?')) return undefined;
  const pathname = pagePath(url);
  // Letters and dashes only: never a way out of the folder; /index is not the home page.
  if (!/^\/[a-z-]*$/.test(pathname) || pathname === '/index') return undefined;
  const file = `prerendered/${localeFolder(locale)}${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
  return existsSync(path.join(webDistDir, file)) ? file : undefined;
}

/** index.html in `locale` (the web build writes one per language: packages/web/scripts/prerender.mjs). */
function appFile(webDistDir: string, locale: Locale): string {
  const file = `prerendered/${localeFolder(locale)}_app.html`;
  return locale !== 'en' && existsSync(path.join(webDistDir, file)) ? file : 'index.html';
}

/**
 * The same page in each language, for search engines and for people who follow them (`hreflang`): a link with
 * `?lang=` sends it in that language, the address without it is the one for everyone else (`x-default`).
 */
function languageAlternates(publicUrl: string, url: string): string {
  const page = new URL(withoutLocaleParam(url), publicUrl);
  const variants = LOCALES.map((locale) => {
    const variant = new URL(page);
    variant.searchParams.set(LOCALE_PARAM, locale);
    return `<${variant.href}>; rel="alternate"; hreflang="${locale}"`;
  });
  return [...variants, `<${page.href}>; rel="alternate"; hreflang="x-default"`].join(', ');
}

function rememberLocale(reply: FastifyReply, locale: Locale) {
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
}

/**
 * Serves the built web app and its client-side routes: hashed files under /assets/ are cached for a year, every
 * other file (index.html above all) is revalidated on each load so a new deployment shows at once. Any other GET
 * that is not an API path gets index.html (the SPA fallback); unknown API paths get the JSON 404.
 */
export const staticPlugin = fp<{ webDistDir: string; webServerDir: string }>(
  async (app, { webDistDir, webServerDir }) => {
    const assetsDir = path.join(webDistDir, 'assets') + path.sep;
    const indexFile = path.join(webDistDir, 'index.html');
    const appFiles = /^prerendered[\\/][a-z]{2}[\\/]_app\.html$/;
    const preloadsFor = landingPreloads(webDistDir);
    const renderer = pageRenderer(app, webServerDir, app.log);
    app.addHook('onReady', async () => renderer.warm());

    // @fastify/static needs its root to exist; without a build only the hint page below is served.
    const isServing = existsSync(webDistDir);
    if (isServing) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        // The web build writes .br and .gz copies (packages/web/scripts/compress-dist.mjs); they are sent to browsers
        // that accept them, with Vary: Accept-Encoding.
        preCompressed: true,
        cacheControl: false,
        // `/` is a page like the others (see sendPage below), not the folder's index.html.
        index: false,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.startsWith(assetsDir);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          // With preCompressed, filePath is the copy sent (index.html.br or .gz for a browser), not index.html itself.
          const sent = filePath.replace(/\.(br|gz)$/, '');
          if (sent === indexFile || appFiles.test(path.relative(webDistDir, sent))) {
            const link = preloadsFor(reply.request.url);
            // After the language alternates sendPage gave every page.
            const alternates = reply.getHeader('link');
            if (link) reply.header('link', alternates ? `${String(alternates)}, ${link}` : link);
          }
        },
      });
    }

    /**
     * A client-side route: drawn here with its data if it is one of those pages (page-render.ts), else its prerendered
     * page if the build made one, else index.html (the SPA fallback).
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      // Checked per request, so a build finished after start-up is picked up.
      if (!isServing || !existsSync(indexFile)) {
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(BUILD_HINT_PAGE);
      }
      const { locale } = request;
      // A link in one language keeps the reader in it on the next pages, as the switcher does.
      if ((request.query as Record<string, unknown>)[LOCALE_PARAM] === locale) rememberLocale(reply, locale);
      reply.header('content-language', locale).header('vary', 'accept-language, cookie');
      const origin = ownOrigin(request, app.config);
      if (origin) reply.header('link', languageAlternates(origin, request.url));
      const rendered = await renderer.render(request);
      if (rendered !== undefined) return renderer.send(request, reply, rendered);
      // The prerendered page carries its own script links (see setHeaders: no preload headers for it).
      return reply.sendFile(prerenderedFile(webDistDir, request.url, locale) ?? appFile(webDistDir, locale));
    };

    // A page, not part of the API: kept out of the OpenAPI document.
    app.get('/', { schema: { hide: true } }, sendPage);
    app.setNotFoundHandler(async (request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isPage || isServerPath(request.url)) throw new AppError('NOT_FOUND', messages.http.notFound);
      return sendPage(request, reply);
    });
  },
  { name: 'static', dependencies: ['errors'] },
);
