/**
 * The server-side entry of the build-time prerender (scripts/prerender.mjs): the landing pages rendered to HTML as a
 * guest first sees them, so a phone paints the page as soon as the HTML and CSS arrive instead of after the app's
 * JavaScript has downloaded and run; main.tsx then hydrates that HTML. Data from the API is not fetched here: the
 * parts that show it render their loading state, exactly as the browser's first render does; the requests the page will
 * send are listed instead, so that the HTML can start them early (preload links).
 */
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';

/**
 * The GET requests a page's queries send once it is on screen. Rendering asked the query cache for every query the page
 * shows (on the server they only wait); each enabled one's function runs here against a `fetch` that records the
 * request and never answers — the same URLs as in the browser, with no list to keep in step with the pages.
 */
async function firstRequests(client: QueryClient): Promise<string[]> {
  const urls = new Set<string>();
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') urls.add(String(input));
    return new Promise<Response>(() => {});
  }) as typeof fetch;
  try {
    for (const query of client.getQueryCache().getAll()) {
      // The options the page's useQuery gave (`enabled` included: a query only a logged-in user sends is skipped).
      const { queryFn, enabled } = query.options as typeof query.options & { enabled?: boolean | ((q: typeof query) => boolean) };
      if (typeof queryFn !== 'function' || (typeof enabled === 'function' ? enabled(query) : enabled) === false) continue;
      void queryFn({ client, queryKey: query.queryKey, signal: new AbortController().signal, meta: query.meta } as never);
    }
    // The functions reach fetch after a few awaits (the token check): let them.
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    globalThis.fetch = realFetch;
  }
  return [...urls];
}

/** The HTML of the app at `pathname`, for index.html's `#root`, and the API requests the page sends first. */
export async function renderPage(pathname: string): Promise<{ html: string; requests: string[] }> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${pathname}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazy part (the page's code, the toast stack) instead of leaving a fallback. Without an
  // unlimited chunk size, React sends a large page after the layout and moves it in place with an inline script, which
  // the Content-Security-Policy forbids.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), requests: await firstRequests(queryClient) };
}
