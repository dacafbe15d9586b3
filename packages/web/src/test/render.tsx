import { render, waitFor } from '@testing-library/react';
import type { Locale } from '@wayfare/common';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { expect } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes as appRoutes } from '../app/router';

/**
 * Renders the real route table (guards, layout, lazy pages) at `url`, with fresh providers, in English unless the
 * page is to be sent in another language.
 */
export function renderApp(url: string, routes: RouteObject[] = appRoutes, { locale }: { locale?: Locale } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // A page in German or French suspends while its texts arrive. Rendered inside testing-library's act, a suspension
  // with no boundary above it would wait for a retry queued in that act, which has ended by then: the boundary makes
  // it wait for its texts instead, as a lazy page does.
  const view = render(
    <AppProviders queryClient={createQueryClient()} env="test" locale={locale ?? 'en'}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return { router, ...view };
}

/** Renders one element on a page of its own, with a "/" to land on after a redirect. */
export function renderPage(element: React.ReactNode, url = '/page') {
  return renderApp(url, [
    { path: '/', element: <h1>Home page</h1> },
    { path: '/login', element: <h1>Login page</h1> },
    { path: '/page', element },
  ]);
}

/**
 * Opens `url` and waits until its route guard has sent the visitor to the home page. The guard runs once the page's
 * lazy code has loaded, which takes over a second on a busy machine: hence the long wait.
 */
export async function expectSentHome(url: string) {
  const { router } = renderApp(url);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
}
