// Runs drizzle-kit so that it finds this package's drizzle-orm. npm keeps drizzle-orm in packages/api/node_modules
// (it does not hoist it) while drizzle-kit is hoisted to the root, and drizzle-kit looks drizzle-orm up from its
// own location: `import()` is redirected by a resolve hook, `require()` by NODE_PATH (set by the npm script).
import { createRequire, register } from 'node:module';
import path from 'node:path';

register('./drizzle-orm-resolve-hook.mjs', import.meta.url);
const require = createRequire(import.meta.url);
// bin.cjs is not in drizzle-kit's exports map, so find it next to the package's entry point.
await import(path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
