/**
 * `npm run bench [-- search framework realtime web start backup fleet] [--duration 10 …]`: runs the named benchmarks (all by default),
 * each printing its table and writing bench/results/<name>.json. See bench/README.md.
 */
import { parseOptions } from './lib/options';

const options = parseOptions(process.argv.slice(2));
const runners: Record<string, () => Promise<unknown>> = {
  search: async () => (await import('./search')).runSearch(options),
  framework: async () => (await import('./framework')).runFramework(options),
  realtime: async () => (await import('./realtime')).runRealtime(options),
  web: async () => (await import('./web')).runWeb(options),
  start: async () => (await import('./start')).runStart(options),
  backup: async () => (await import('./backup')).runBackup(options),
  fleet: async () => (await import('./fleet')).runFleet(options),
};

let failed = false;
for (const name of options.names) {
  const started = Date.now();
  try {
    await runners[name]!();
  } catch (error) {
    failed = true;
    console.error(`\n${name}: FAILED`, error);
  }
  console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
process.exit(failed ? 1 : 0);
