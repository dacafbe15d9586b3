/**
 * The catalogue's namespaces (docs/decisions/019-three-languages.md#catalogue): one per feature, English bundled with
 * the code that imports it, German and French loaded with the page that needs them. Each is its own export, so a page
 * bundles only the namespaces it uses. A new namespace is added here and in `all-texts.ts`.
 */
import shell from '../../texts/en/shell.json';
import { defineNamespace } from './namespace';

export const shellTexts = /* @__PURE__ */ defineNamespace('shell', shell, {
  de: () => import('../../texts/de/shell.json'),
  fr: () => import('../../texts/fr/shell.json'),
});
