// `npm run build --workspace @wayfare/api`: the server compiled ahead of time into dist/server.mjs, so that starting
// an instance does not run TypeScript through tsx's loader. Loading the API's ~400 modules through tsx costs about
// 5 s of CPU at every start (Node 20 asks tsx's hooks, in a thread of their own, about every module); the same code
// as one module loads in about 1.5 s (bench/HISTORY.md, 2026-11-26 "start").
//
// Only our own TypeScript (packages/api/src and @wayfare/common) goes into the bundle; the npm dependencies stay
// in node_modules and load as they always do. Each source file keeps its own `import.meta.url` (written relative to
// the bundle, so the checkout can move), and the paths it resolves from there (config.ts's repository root, the
// migrations folder, the worker threads' entry files, which stay in src/) are the same as when it runs from source.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(here, '../dist/server.mjs');
const require = createRequire(import.meta.url);
const { dependencies } = require('../package.json');
const external = Object.keys(dependencies)
  .filter((name) => name !== '@wayfare/common')
  .flatMap((name) => [name, `${name}/*`]);

/** `import.meta.url` of a bundled file is the bundle's; give every one of ours its own source file's URL back. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\/packages\/(api|common)\/src\/.*\.ts$/ }, async (args) => {
      const fromBundle = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

await build({
  entryPoints: [path.join(here, '../src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  plugins: [ownImportMetaUrl],
});
