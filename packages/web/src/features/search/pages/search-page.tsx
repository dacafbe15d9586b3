import { lazy } from 'react';

/**
 * /search's route module (app/router.tsx loads it): the page itself is `SearchPageBody`, whose code is evaluated in a
 * task of its own. On a page the server rendered, the app's entry and the page's chunks arrive together, and without
 * the wait below the browser evaluated them back to back in one task — about 200 ms on the slow phone Lighthouse plays,
 * every key press waiting behind it; apart, each takes half as long (bench/README.md, the web targets). The page's
 * boundary is hydrated once the body is there, with the app's PageDrawn inside it (lib/page-drawn.ts), so what was
 * typed before the app started is still handed over after hydration. The body's chunk is preloaded with the page's
 * (LANDING_PAGES in vite.config.ts).
 */
export const SearchPage = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve));
  return { default: (await import('./search-page-body')).SearchPageBody };
});
