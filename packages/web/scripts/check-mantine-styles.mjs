// Mantine's stylesheet is imported per component (src/app/mantine-styles.ts and next to lazy pages' code), so a
// component used without its file would render unstyled. Every Mantine class name (`m_` + 8 hex digits) that the
// built JavaScript refers to must have a rule in the built CSS; run after `vite build` (npm run build).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');
const classes = (ext) => {
  const found = new Set();
  for (const file of readdirSync(assets).filter((name) => name.endsWith(ext))) {
    for (const [name] of readFileSync(path.join(assets, file), 'utf8').matchAll(/\bm_[0-9a-f]{8}\b/g)) found.add(name);
  }
  return found;
};
const styled = classes('.css');
const used = classes('.js');
const missing = [...used].filter((name) => !styled.has(name));
if (missing.length > 0) {
  console.error(`Mantine classes used by the code but missing from the CSS: ${missing.join(', ')}.`);
  console.error(
    "Import the component's @mantine/core/styles/<Component>.css (src/app/mantine-styles.ts, or next to a lazy page's code).",
  );
  process.exit(1);
}
console.log(`Mantine styles: all ${used.size} class names used by the code have their CSS`);
