/**
 * The server-side entry of the web app (built by `vite build --ssr` into dist-server/): a page rendered to HTML as a
 * guest first sees it, so a phone paints it as soon as the HTML and CSS arrive instead of after the app's JavaScript
 * has downloaded and run; main.tsx then hydrates that HTML (decisions 009 and 011).
 *
 * - At build time (scripts/prerender.mjs) the landing pages are rendered without data: the parts that show API answers
 *   render their loading state, exactly as the browser's first render does, and the requests the page will send are
 *   listed so that the HTML can start them early (preload links).
 * - Per request (the API's page renderer, packages/api/src/plugins/page-render.ts) the pages whose first view is API
 *   data (/search, /discount-plans) are rendered with it: the page's queries are answered in-process, the HTML shows
 *   their answers and carries them for the browser's query cache, so hydration draws the same thing without asking.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@wayfare/common';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { setTransport } from './lib/api-client';

/** How the server answers a page's API requests: a `fetch` limited to this app's `/api/…` paths. */
export type Answer = (url: string, init: RequestInit) => Promise<Response>;

// Renders run concurrently in the API's process: each one's requests go to its own `Answer`, found through the async
// context its query functions run in.
const answers = new AsyncLocalStorage<Answer>();
setTransport((url, init) => {
  const answer = answers.getStore();
  if (!answer) throw new Error(`server render: ${url} was requested outside a render`);
  return answer(url, init);
});

/** A request the build-time render records and never answers: the page stays in its loading state. */
const never: Promise<Response> = new Promise(() => {});

/** The queries the page asked for that its options let run (a query only a logged-in user sends is skipped). */
function enabledQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { queryFn, enabled } = query.options as typeof query.options & {
        enabled?: boolean | ((q: Query) => boolean);
      };
      return typeof queryFn === 'function' && (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    });
}

/** Runs a query's own function (the same request as in the browser) with `answer` behind the app's API client. */
function runQuery(client: QueryClient, query: Query, answer: Answer): Promise<unknown> {
  const queryFn = query.options.queryFn as (context: unknown) => Promise<unknown>;
  const context = { client, queryKey: query.queryKey, signal: new AbortController().signal, meta: query.meta };
  return answers.run(answer, () => queryFn(context));
}

/**
 * One render of the app at `url` into HTML, in `locale`; the query cache learns which queries the page shows. A page in
 * German or French waits for its texts like for its code (the render waits for everything that suspends).
 */
async function renderOnce(url: string, queryClient: QueryClient, locale: Locale): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`server render ${url}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazy part (the page's code, the toast stack) instead of leaving a fallback. Without an
  // unlimited chunk size, React sends a large page after the layout and moves it in place with an inline script, which
  // the Content-Security-Policy forbids.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient} locale={locale}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** Build time: the HTML of the app at `pathname` without data, and the API requests the page sends first. */
export async function renderPage(pathname: string, locale: Locale): Promise<{ html: string; requests: string[] }> {
  const queryClient = createQueryClient();
  const html = await renderOnce(pathname, queryClient, locale);
  const requests = new Set<string>();
  const record: Answer = (url, init) => {
    if ((init.method ?? 'GET') === 'GET') requests.add(url);
    return never;
  };
  for (const query of enabledQueries(queryClient)) void runQuery(queryClient, query, record);
  // The functions reach the transport after a few awaits (the token check): let them.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { html, requests: [...requests] };
}

/**
 * Renders after which new queries may still appear: a part shown only once an answer is there can ask for more (a
 * search's results, then what a result needs). Past this, what is still missing is asked for by the browser.
 */
const MAX_ROUNDS = 3;

/**
 * Per request: the HTML of the app at `url` (path and query) with the answers to the page's queries, and those answers
 * for the browser's query cache (`hydrate` in main.tsx). A query whose answer fails is left out: the page shows it
 * loading, and the browser asks again and tells the user what went wrong, as without this render.
 */
export async function renderPageWithData(
  url: string,
  answer: Answer,
  locale: Locale,
): Promise<{ html: string; state: DehydratedState }> {
  const queryClient = createQueryClient();
  const asked = new Set<string>();
  let html = await renderOnce(url, queryClient, locale);
  for (let round = 1; round < MAX_ROUNDS; round++) {
    const fresh = enabledQueries(queryClient).filter((query) => !asked.has(query.queryHash));
    if (fresh.length === 0) break;
    await Promise.all(
      fresh.map(async (query) => {
        asked.add(query.queryHash);
        try {
          queryClient.setQueryData(query.queryKey, await runQuery(queryClient, query, answer));
        } catch {
          // Left to the browser (above).
        }
      }),
    );
    html = await renderOnce(url, queryClient, locale);
  }
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
  return { html, state };
}
