import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildApp } from '../../packages/api/src/app';
import { loadConfig } from '../../packages/api/src/config';
import type { BenchOptions } from './lib/options';
import { BENCH_JWT_SECRET } from './lib/options';
import { median, repoRoot, report, resultsDir, round, verdict } from './lib/report';

const distDir = path.join(repoRoot, 'packages/web/dist');

/** DESIGN §10: the flags Debian's Chromium needs here (no sandbox, no GPU, nothing fetched in the background). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * What index.html makes the browser load before any lazy route: its entry script, its modulepreloads and every
 * chunk those import statically (followed through the files, not trusted to the preload list), and its stylesheets.
 * Sizes are gzip (zlib default level, as a server compresses) in kB of 1,000 bytes, as Vite's build report counts.
 */
export function initialAssets(dir = distDir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!);
  const scripts = [...attr(/<script[^>]*\bsrc="([^"]+)"/g), ...attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const styles = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const js = new Set<string>();
  const queue = scripts.map((src) => path.join(dir, src));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (js.has(file)) continue;
    js.add(file);
    const text = readFileSync(file, 'utf8');
    // Static imports only: `import"./x.js"`, `from"./x.js"`; dynamic `import("./x.js")` is a lazy chunk.
    for (const m of text.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(path.resolve(path.dirname(file), m[1]!));
  }
  const size = (files: Iterable<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(file);
      raw += bytes.length;
      gzip += gzipSync(bytes).length;
    }
    return { files: [...files].length, rawKB: round(raw / 1000, 1), gzipKB: round(gzip / 1000, 1) };
  };
  return { js: size(js), css: size(styles.map((href) => path.join(dir, href))) };
}

interface PageScore {
  page: string;
  preset: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits below full marks in the accessibility, best-practices and SEO categories. */
  failing: string[];
  /** Lighthouse's opportunities with their estimated savings, biggest first: where the time goes. */
  opportunities: Array<{ id: string; title: string; savingsMs: number; savingsKB: number }>;
}

/**
 * Lighthouse (npm package, Debian Chromium) on the built web app as the API serves it (embedded database with the
 * demo seed, so the pages show real data): `/`, a search and `/discount-plans`, with Lighthouse's default mobile
 * preset (simulated slow 4G and 4× CPU slowdown — the one the targets are judged on) and its desktop preset.
 */
export async function runWeb(options: BenchOptions) {
  if (!options.noBuild) {
    console.log('web: npm run build…');
    await run('npm', ['run', 'build']);
  }
  const assets = initialAssets();
  console.log(`web: initial JS ${assets.js.gzipKB} kB gzip (${assets.js.files} files), CSS ${assets.css.gzipKB} kB gzip`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-bench-web-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: BENCH_JWT_SECRET });
  const app = await buildApp(config);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on TCP');
    const origin = `http://127.0.0.1:${address.port}`;
    const cities = (await app.inject({ method: 'GET', url: '/api/cities' })).json() as Array<{ id: number }>;
    const [from, to] = cities;
    if (!from || !to) throw new Error('the demo seed has fewer than two cities');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const pages = [
      '/',
      `/search?fromCity=${from.id}&toCity=${to.id}&fromDate=${day(7)}&toDate=${day(10)}&fromTime=10:00&toTime=10:00`,
      '/discount-plans',
    ];

    const reportDir = path.join(resultsDir, 'lighthouse');
    mkdirSync(reportDir, { recursive: true });
    const pageName = (page: string) => page.split('?')[0]!.replace(/^\//, '').replace(/\W+/g, '-') || 'home';
    chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS });
    const results: PageScore[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const page of pages) {
        const runs: PageScore[] = [];
        for (let i = 0; i < options.lighthouseRuns; i++) {
          console.log(`web: lighthouse ${preset} ${page}…`);
          const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
          const audit = () => lighthouse(`${origin}${page}`, flags, preset === 'desktop' ? desktopConfig : undefined);
          let lhr = (await audit())?.lhr;
          // Now and then the trace misses its navigation start (NO_NAVSTART); Lighthouse's advice is to run again.
          for (let retry = 0; lhr?.runtimeError?.code === 'NO_NAVSTART' && retry < 2; retry++) lhr = (await audit())?.lhr;
          if (!lhr) throw new Error(`lighthouse returned nothing for ${page}`);
          if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
          // The whole report too, for the trace-level detail (main-thread tasks, request chains) behind the scores.
          writeFileSync(path.join(reportDir, `${preset}-${pageName(page)}-${i + 1}.json`), JSON.stringify(lhr));
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          runs.push({
            page,
            preset,
            scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as PageScore['scores'],
            lcpMs: Math.round(metric('largest-contentful-paint')),
            tbtMs: Math.round(metric('total-blocking-time')),
            cls: round(metric('cumulative-layout-shift'), 3),
            failing: (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
              (lhr.categories[category]?.auditRefs ?? [])
                .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
                .map((ref) => `${category}: ${ref.id}`),
            ),
            opportunities: Object.values(lhr.audits)
              .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 1)
              .map((a) => {
                const details = a.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
                return {
                  id: a.id,
                  title: a.title,
                  savingsMs: Math.round(details.overallSavingsMs ?? 0),
                  savingsKB: round((details.overallSavingsBytes ?? 0) / 1000, 0),
                };
              })
              .sort((a, b) => b.savingsMs - a.savingsMs),
          });
        }
        // With several runs, the one with the median performance score (Lighthouse's own advice).
        const perf = median(runs.map((r) => r.scores.performance));
        results.push(runs.find((r) => r.scores.performance === perf) ?? runs[0]!);
      }
    }

    const rows: Array<Record<string, string | number | null>> = results.map((r) => ({
      page: r.page.split('?')[0] === '/search' ? '/search?…' : r.page,
      preset: r.preset,
      performance: r.scores.performance,
      accessibility: r.scores.accessibility,
      'best-practices': r.scores['best-practices'],
      seo: r.scores.seo,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'targets (perf ≥95, a11y 100)': r.preset === 'mobile' ? verdict(r.scores.performance >= 95 && r.scores.accessibility === 100) : '',
    }));
    rows.push({
      page: 'initial JS / CSS (gzip)',
      preset: `${assets.js.gzipKB} kB / ${assets.css.gzipKB} kB`,
      performance: null,
      accessibility: null,
      'best-practices': null,
      seo: null,
      'LCP ms': null,
      'TBT ms': null,
      CLS: null,
      'targets (perf ≥95, a11y 100)': `JS ≤170 kB: ${verdict(assets.js.gzipKB <= 170)}`,
    });
    report('web', 'web: Lighthouse 12 on the built app served by the API, and the initial bundle', rows, { assets, pages, results });
    return rows;
  } finally {
    await chrome?.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
