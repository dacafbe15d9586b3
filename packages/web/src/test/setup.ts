import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as common from '@wayfare/common';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadNamespace } from '../lib/i18n/catalogue';
import { clearSession } from '../lib/session';

// Component tests render whole pages under jsdom beside the API suite on two cores: `findBy…`/`waitFor` wait up to
// 5 s instead of 1 s, so a loaded machine slows them down rather than failing them (a real failure still fails).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine calls, so Mantine components throw without these stand-ins: media queries,
// element resizing, scrolling.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
// Mantine's autosizing Textarea listens for web fonts finishing to load.
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
});

// A German or French page waits for its texts on its first draw. Suspended inside testing-library's act (render is
// one), React leaves the retry in that act's queue, which nothing flushes once it has ended, where a browser would
// simply retry: the texts are here before any test draws, and the e2e journeys in German and French (e2e/specs/
// languages.spec.ts) cover the wait itself.
const namespaces = Object.values(common).filter(
  (value): value is common.Namespace =>
    typeof value === 'object' && value !== null && 'load' in value && 'en' in value && 'name' in value,
);
beforeAll(async () => {
  await Promise.all(
    namespaces.flatMap((namespace) => [loadNamespace('de', namespace), loadNamespace('fr', namespace)]),
  );
});

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
