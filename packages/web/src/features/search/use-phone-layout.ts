import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '../../components/list/list-layout';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether /search is drawn for a phone (below 768 px, docs/product/screens-and-navigation.md#search-on-a-phone).
 * The server cannot know the screen, so what it renders is shaped by CSS alone, and this answers false for the server
 * render and for hydration (React reads the server snapshot then), so hydration meets the same markup; right after
 * it, and in every render in the browser that is not a hydration, it is the screen's real answer. Used only to leave
 * out parts a phone never shows (the filters' side panel), never to draw something the first paint needs.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
