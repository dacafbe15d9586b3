import { useEffect } from 'react';

let drawn: () => void = () => {};

/**
 * Resolves once the app has drawn the first page, or taken over its HTML. The layout puts the page in a Suspense
 * boundary, and React hydrates such a boundary after the rest of the app, in a pass of its own at low priority: the
 * app's root is hydrated a moment before the fields and buttons of the page are.
 */
export const pageDrawn = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** Rendered after the page, inside the layout's boundary (and by the error page that replaces the layout). */
export function PageDrawn(): null {
  useEffect(() => drawn(), []);
  return null;
}
