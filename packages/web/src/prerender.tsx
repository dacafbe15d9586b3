/**
 * The server-side entry of the build-time prerender (scripts/prerender.mjs): the landing pages rendered to HTML as a
 * guest first sees them, so a phone paints the page as soon as the HTML and CSS arrive instead of after the app's
 * JavaScript has downloaded and run; main.tsx then hydrates that HTML. Data from the API is not fetched here: the
 * parts that show it render their loading state, exactly as the browser's first render does.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

/** The HTML of the app at `pathname`, for index.html's `#root`. */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender ${pathname}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazy part (the page's code, the toast stack) instead of leaving a fallback. Without an
  // unlimited chunk size, React sends a large page after the layout and moves it in place with an inline script, which
  // the Content-Security-Policy forbids.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
