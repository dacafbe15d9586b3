import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes as appRoutes } from '../app/router';

/** Renders the real route table (guards, layout, lazy pages) at `url`, with fresh providers. */
export function renderApp(url: string, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
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
