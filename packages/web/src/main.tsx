import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { type EarlyInput, needsOptions, recordEarlyInput, replayEarlyInput } from './lib/early-input';
import { setNavigator } from './lib/navigation';
import { pageDrawn } from './lib/page-drawn';
import { loginHrefBackTo } from './lib/return-to';
import { restoreSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// docs/product/accounts-and-roles.md#session: a stored, still valid token keeps the user logged in; an expired one ends
// the session and the user starts at /login, which brings them back to the page they opened. Done before the router
// reads the URL.
if (restoreSession() === 'expired') {
  window.history.replaceState(null, '', loginHrefBackTo(`${window.location.pathname}${window.location.search}`));
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Resolves once no query is fetching (or after `ms`) and the page has had a frame to draw the answers. */
function firstAnswers(ms: number): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(resolve));
    };
    const timer = setTimeout(done, ms);
    if (!queryClient.isFetching()) return done();
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!queryClient.isFetching()) done();
    });
  });
}

/**
 * Once the app has drawn (or taken over) the page, what was typed before is handed to it (lib/early-input.ts); then
 * <html data-app-ready> marks that it answers clicks, and `app-ready` tells the boot script (scripts/prerender.mjs) to
 * press the button the visitor pressed before.
 */
async function takeOver(early?: EarlyInput) {
  await pageDrawn;
  // After the re-renders that follow hydration, which write the forms' state back into the fields.
  await nextTask();
  if (early?.typed.size) {
    if (needsOptions(early)) await firstAnswers(5_000);
    replayEarlyInput(early);
    // The forms re-render with the values (a button that was disabled without them is enabled) before a click.
    await nextTask();
  }
  early?.stop();
  document.documentElement.dataset.appReady = '';
  document.dispatchEvent(new Event('app-ready'));
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
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
  void whenPageLoaded().then(() => {
    void takeOver(recordEarlyInput(root));
    startTransition(() => void hydrateRoot(root, app));
  });
} else {
  // A transition lets React render the first page in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task that blocks a slow phone's main thread for a third of a second.
  startTransition(() => createRoot(root).render(app));
  void takeOver();
}
