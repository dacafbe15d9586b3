// `npm run start --workspace @wayfare/api`: the compiled server (dist/server.mjs, made by `npm run build`) when it is
// at least as new as every source file it was made from; otherwise the source itself through tsx, as before, so a
// checkout edited since its last build never runs stale code. Either way in this one process, which receives the
// signals itself.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const bundle = path.join(here, '../dist/server.mjs');
const sources = [path.join(here, '../src'), path.join(here, '../../common/src')];

/** The newest modification time of a file under `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(file) : statSync(file).mtimeMs);
  }
  return latest;
}

const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
if (built > 0 && sources.every((dir) => newest(dir) <= built)) {
  await import(bundle);
} else {
  if (built > 0)
    console.error('dist/server.mjs is older than the source: running the source (npm run build compiles it)');
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/server.ts');
}
