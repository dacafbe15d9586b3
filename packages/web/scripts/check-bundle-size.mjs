// The initial-JS budget (≤ 170 kB gzip, a target kept in bench/README.md): everything dist/index.html makes the browser
// download before the first route's own code — the entry script and its modulepreload links. Run after `vite build`
// (npm run build), so CI's e2e step, which builds the web first, fails when the first download grows past the budget.
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
