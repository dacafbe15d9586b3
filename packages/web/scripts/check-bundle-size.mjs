// The initial-JS budget (≤ 170 kB gzip, a target kept in bench/README.md, as is the language budget below): everything
// dist/index.html makes the browser download before the first route's own code — the entry script and its
// modulepreload links. Run after `vite build` (npm run build), so CI's e2e step, which builds the web first, fails
// when the first download grows past the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const scripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);
if (scripts.length === 0) throw new Error('dist/index.html loads no module script: is the build complete?');

const sizes = [...new Set(scripts)].map((src) => {
  const code = readFileSync(path.join(dist, src.replace(/^\//, '')));
  // kB of 1000 bytes at zlib's default level, as Vite's own build report counts them.
  return { file: src, kb: gzipSync(code).length / 1000 };
});
const total = sizes.reduce((sum, { kb }) => sum + kb, 0);

for (const { file, kb } of sizes.sort((a, b) => b.kb - a.kb)) console.log(`${kb.toFixed(1).padStart(7)} kB  ${file}`);
console.log(`initial JS: ${total.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`);
if (total > BUDGET_KB) {
  console.error(
    `Initial JS is over budget by ${(total - BUDGET_KB).toFixed(1)} kB gzip: load the new code with its route (lazy).`,
  );
  process.exit(1);
}

// Each other language's texts (vite.config.ts writes which chunks each lazily loaded part of the app can load): at most
// 15 kB gzip more for a page, with its dialogs, read in that language (a target kept in bench/README.md).
const LANGUAGE_BUDGET_KB = 15;
const localeChunks = JSON.parse(readFileSync(path.join(dist, 'locale-chunks.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file.replace(/^\//, '')))).length / 1000;
for (const [locale, parts] of Object.entries(localeChunks)) {
  const costs = Object.entries(parts).map(([part, files]) => ({
    part,
    files: files.length,
    kb: files.reduce((sum, file) => sum + gzipKb(file), 0),
  }));
  if (costs.length === 0) throw new Error(`locale-chunks.json lists no part of the app for ${locale}`);
  const worst = costs.reduce((a, b) => (b.kb > a.kb ? b : a));
  console.log(
    `${locale} texts: at most ${worst.kb.toFixed(1)} kB gzip for one part (${worst.part}, ${worst.files} files; budget ${LANGUAGE_BUDGET_KB} kB)`,
  );
  const over = costs.filter(({ kb }) => kb > LANGUAGE_BUDGET_KB);
  for (const { part, kb } of over)
    console.error(`The ${locale} texts of ${part} are over budget: ${kb.toFixed(1)} kB gzip.`);
  if (over.length > 0) process.exit(1);
}
