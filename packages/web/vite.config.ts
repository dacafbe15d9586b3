import { compileMessage } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

const API_ORIGIN = 'http://localhost:3000';

/**
 * The framework code every page needs goes into long-lived chunks, so a release that only touches
 * our own code keeps the browser cache warm. Mantine is deliberately not grouped: a single Mantine
 * chunk would pull every component any page uses into the first load (~10 kB gzip more); split
 * automatically, each lazy page brings its own widgets (date pickers, tables, charts…).
 */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
];

/**
 * @wayfare/common is schemas and constants only (no server or DOM code), but its package does not say so, and a module
 * whose top level calls `z.object(…)` looks side-effectful to the bundler. Declared side-effect free here, a page that
 * only needs a constant (a message text, a limit) no longer drags every schema and zod itself along.
 */
const commonSource = /[\\/]packages[\\/]common[\\/]src[\\/]/;

/**
 * Mantine's ScrollArea (inside every Modal and Drawer, so in the first download through the dialogs provider) imports
 * just `useMergeRefs` from @floating-ui/react, a single module that does not tree-shake: ~15 KB gzip of popover code
 * for one small hook. That one import gets our copy of the hook; Popover, Menu, Tooltip… still use the real package
 * (loaded with the pages that show them). Mantine is pinned to one exact version (every @mantine/* package at the same
 * patch, as theirs are out of step), so the module replaced here does not change under us.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const mergeRefs = fileURLToPath(new URL('./src/lib/vendor/merge-refs.ts', import.meta.url));
  return {
    name: 'wayfare:scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer)) return mergeRefs;
      return null;
    },
  };
}

/**
 * The catalogue's files (packages/common/texts/<language>/<namespace>.json) arrive compiled: each ICU message becomes
 * the parts Lingui's runtime fills in, so the browser needs no message parser (~7 kB gzip) and a message's syntax error
 * fails the build instead of a page (docs/decisions/019-three-languages.md#catalogue). A message that is plain text
 * stays a string, so that common's code reads an English sentence from the catalogue as it is everywhere else.
 */
function compiled(text: string): unknown {
  const parts = compileMessage(text);
  return parts.length === 1 && parts[0] === text ? text : parts;
}

export function compiledCatalogue(): Plugin {
  const catalogueFile = /[\\/]packages[\\/]common[\\/]texts[\\/][a-z]{2}[\\/][a-z-]+\.json$/;
  return {
    name: 'wayfare:compiled-catalogue',
    enforce: 'pre',
    async load(id) {
      if (!catalogueFile.test(id)) return null;
      const messages = JSON.parse(await readFile(id, 'utf8')) as Record<string, string>;
      return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compiled(text)])));
    },
  };
}

/**
 * The public pages a visitor lands on, by path, and the module of each page (as in src/app/router.tsx). Their code is
 * lazy (so every other page's first download stays small), which made a landing visit a chain: index.html → the
 * entry → the entry runs → the page's chunks → they run. The build writes `landing-preloads.json` (path → the page's
 * chunks and stylesheets that the entry does not load already), and the server sends that list with index.html as
 * `Link` preload headers (packages/api/src/plugins/static.ts), so the page's code downloads alongside the entry. An
 * inline script cannot do it: the Content-Security-Policy allows no inline script. A page module renamed without
 * this list fails the build. The pages people use most once logged in are listed too: nothing of them can be drawn on
 * the server (the session lives in the tab), so their code arriving with the entry is what shortens their first view.
 * A page that router.tsx composes from several features lists each of their modules.
 */
const LANDING_PAGES: Record<string, string[]> = {
  '/': ['src/app/home-with-confirmation.tsx'],
  '/search': ['src/features/search/pages/search-page.tsx', 'src/features/search/pages/search-page-body.tsx'],
  '/discount-plans': ['src/features/discount-plans/pages/discount-plans-page.tsx'],
  '/all-cars': ['src/features/cars/pages/all-cars-page.tsx'],
  '/login': ['src/features/auth/pages/login-page.tsx'],
  '/register': ['src/features/auth/pages/register-page.tsx'],
  '/new-booking': [
    'src/features/bookings/pages/new-booking-page.tsx',
    'src/features/reviews/components/car-reviews.tsx',
  ],
  '/auction': ['src/features/auctions/pages/auction-page.tsx'],
  '/my-profile': ['src/features/profile/pages/my-profile-page.tsx'],
  '/statistics': ['src/features/statistics/pages/statistics-page.tsx'],
};

function landingPagePreloads(): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'wayfare:landing-page-preloads',
    // Not in the server render's build (src/server-render.tsx), which has no lazy chunks.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // A chunk and every chunk it imports statically, followed through.
      const closure = (start: OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) {
          const chunk = byFile.get(file);
          if (chunk) closure(chunk, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('landing-page preloads: no entry chunk');
      const loadedByEntry = closure(entry);
      const preloads: Record<string, string[]> = {};
      for (const [pathname, sources] of Object.entries(LANDING_PAGES)) {
        const pageFiles = new Set<string>();
        for (const source of sources) {
          const id = path.join(root, source);
          const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === id);
          if (!page)
            throw new Error(`landing-page preloads: no lazy chunk for ${source} (renamed? update LANDING_PAGES)`);
          closure(page, pageFiles);
        }
        const files = [...pageFiles].filter((file) => !loadedByEntry.has(file));
        const css = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        preloads[pathname] = [...css, ...files].map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'landing-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/**
 * `locale-chunks.json`: for each language but English and each lazily loaded part of the app (a page, a dialog), the
 * chunks of that language's catalogue its code can load, with the first download's. The build splits each namespace
 * into its own file, downloaded with the code that needs it; scripts/check-bundle-size.mjs holds every part to the
 * budget: a page in another language may cost at most 15 kB gzip more than in English.
 */
function localeChunks(): Plugin {
  const catalogueFile = /[\\/]packages[\\/]common[\\/]texts[\\/]([a-z]{2})[\\/][a-z-]+\.json$/;
  const root = fileURLToPath(new URL('..', import.meta.url));
  return {
    name: 'wayfare:locale-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // English is bundled with the code that shows it; the chunks that matter hold another language's namespace.
      const localeOf = (chunk: OutputChunk) =>
        chunk.moduleIds.map((id) => catalogueFile.exec(id)?.[1]).find((locale) => locale && locale !== 'en');
      // The catalogue chunks a chunk's code, with everything it imports statically, may load.
      const reachable = (start: OutputChunk, seen = new Set<string>(), found = new Set<string>()) => {
        if (seen.has(start.fileName)) return found;
        seen.add(start.fileName);
        for (const file of start.dynamicImports) if (byFile.get(file) && localeOf(byFile.get(file)!)) found.add(file);
        for (const file of start.imports) if (byFile.get(file)) reachable(byFile.get(file)!, seen, found);
        return found;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('locale chunks: no entry chunk');
      const byLocale: Record<string, Record<string, string[]>> = {};
      for (const part of chunks.filter((chunk) => chunk.isDynamicEntry && !localeOf(chunk))) {
        const name = path.relative(root, part.facadeModuleId ?? part.fileName);
        for (const file of reachable(part, new Set(), reachable(entry))) {
          const locale = localeOf(byFile.get(file)!)!;
          ((byLocale[locale] ??= {})[name] ??= []).push(`/${file}`);
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'locale-chunks.json',
        source: `${JSON.stringify(byLocale, null, 2)}\n`,
      });
    },
  };
}

const codeSplitting = {
  groups: vendorGroups,
  // Automatic splitting made ~40 files of 1–3 kB for one page (the search page): over HTTP/1.1's six connections a
  // phone waits a round trip per few of them. Common chunks under 20 kB are copied into the chunks that use them
  // instead (~5 kB gzip more in the first download, a handful of files per page).
  experimentalInlineCommonChunks: { maxSize: 20_000 },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), compiledCatalogue(), scrollAreaWithoutFloatingUi(), landingPagePreloads(), localeChunks()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      // The embedded test checkout page (docs/product/bookings-and-payments.md#payment-providers) is served by the API,
      // not by this app.
      '/checkout': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server render's folder holds code and page shells only; the public files are the app's.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (commonSource.test(id) ? false : undefined),
      },
      // The server render's build is one self-contained file: run at build time (scripts/prerender.mjs) and loaded by the
      // API to render pages per request (packages/api/src/plugins/page-render.ts).
      output: isSsrBuild ? { codeSplitting: false } : { codeSplitting },
    },
  },
}));
