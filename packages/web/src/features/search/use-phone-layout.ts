import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '../../components/list/list-layout';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the browser shows /search on a screen 768 px wide or more, for a part only such a screen shows (the filters'
 * side panel; docs/product/screens-and-navigation.md#search-on-a-phone). The server cannot know the screen, so it
 * renders no such part, and hydration (React reads the server snapshot then) draws none either: a phone, which CSS
 * would have hidden it from anyway, neither downloads its markup nor hydrates it. A wide screen draws it right after
 * hydration, and at once in any later render. Call it in the smallest component that needs it: the update after
 * hydration re-renders that component synchronously.
 */
export function useWideScreenAfterHydration(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
