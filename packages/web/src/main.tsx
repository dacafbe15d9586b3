import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { paths } from './config/paths';
import { setNavigator } from './lib/navigation';
import { restoreSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// SPEC §4: a stored, still valid token keeps the user logged in; an expired one ends the session
// and the user starts at /login. Done before the router reads the URL.
if (restoreSession() === 'expired') {
  window.history.replaceState(null, '', paths.login.href());
  // A prerendered page (below) shows the address the visitor asked for, no longer the one to render.
  root.replaceChildren();
}

// A page the server rendered with its data (decision 011) carries the answers it showed: the first render draws them
// too, instead of a loading state and a second request. A data block, not a script: the CSP allows it.
const queryClient = createQueryClient();
const pageData = document.getElementById('page-data');
if (pageData?.textContent) hydrate(queryClient, JSON.parse(pageData.textContent));

const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

/** Marks <html data-app-ready> once the app has drawn (or taken over) the page: from then on it answers clicks. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <AppReady />
    </AppProviders>
  </StrictMode>
);

/** The router has the page's code (its routes are lazy): before that it could only draw the loading spinner. */
function whenPageLoaded(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

if (root.hasChildNodes()) {
  // The landing pages arrive prerendered (scripts/prerender.mjs): React takes over the HTML on screen, once the page's
  // code is here, instead of drawing it again. As a transition, hydration works in slices that leave the main thread
  // free in between.
  void whenPageLoaded().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // A transition lets React render the first page in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task that blocks a slow phone's main thread for a third of a second.
  startTransition(() => createRoot(root).render(app));
}
