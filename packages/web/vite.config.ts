import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

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
 * @wayfare/common is schemas and constants only (DESIGN §2), but its package does not say so, and a module whose
 * top level calls `z.object(…)` looks side-effectful to the bundler. Declared side-effect free here, a page that
 * only needs a constant (a message text, a limit) no longer drags every schema and zod itself along.
 */
const commonSource = /[\\/]packages[\\/]common[\\/]src[\\/]/;

/**
 * Mantine's ScrollArea (inside every Modal and Drawer, so in the first download through the dialogs provider) imports
 * just `useMergeRefs` from @floating-ui/react, a single module that does not tree-shake: ~15 KB gzip of popover code
 * for one small hook. That one import gets our copy of the hook; Popover, Menu, Tooltip… still use the real package
 * (loaded with the pages that show them). Mantine is pinned to one exact version (DESIGN §10).
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

export default defineConfig({
  plugins: [react(), scrollAreaWithoutFloatingUi()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      // The embedded test checkout page (DESIGN §8) is served by the API, not by this app.
      '/checkout': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (commonSource.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
