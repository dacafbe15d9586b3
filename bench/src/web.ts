import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../../packages/api/src/app';
import { loadConfig } from '../../packages/api/src/config';
import type { BenchOptions } from './lib/options';
import { BENCH_JWT_SECRET } from './lib/options';
import { median, repoRoot, report, resultsDir, round, verdict } from './lib/report';

const distDir = path.join(repoRoot, 'packages/web/dist');

/** The flags Debian's Chromium needs on this machine: no sandbox, no GPU, nothing fetched in the background. */
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

/** The demo's accounts (the embedded database creates them): who opens a page that needs a login. */
const DEMO_USERS = {
  customer: { email: 'customer@example.com', password: 'customer123' },
  admin: { email: 'admin@example.com', password: 'admin123' },
} as const;
type Visitor = 'guest' | keyof typeof DEMO_USERS;

/** A page to measure, who opens it, and the mobile performance it must reach (the landing pages are held higher). */
interface BenchPage {
  path: string;
  as: Visitor;
  target: number;
}

/** Where the app keeps its access token (packages/web/src/lib/session.ts); it reads it back at start-up. */
const TOKEN_KEY = 'accessToken';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
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
  const scripts = [
    ...attr(/<script[^>]*\bsrc="([^"]+)"/g),
    ...attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const styles = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const js = new Set<string>();
  const queue = scripts.map((src) => path.join(dir, src));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (js.has(file)) continue;
    js.add(file);
    const text = readFileSync(file, 'utf8');
    // Static imports only: `import"./x.js"`, `from"./x.js"`; dynamic `import("./x.js")` is a lazy chunk.
    for (const m of text.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g))
      queue.push(path.resolve(path.dirname(file), m[1]!));
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
  as: Visitor;
  target: number;
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
 * demo seed, so the pages show real data), with Lighthouse's default mobile preset (simulated slow 4G and 4× CPU
 * slowdown — the one the targets are judged on) and its desktop preset: as a guest `/`, a search and
 * `/discount-plans`; logged in, the pages people use most after that — `/new-booking` for a car the same search finds,
 * `/auction` of an open auction, `/my-profile` (the customer) and `/statistics` (the admin).
 */
export async function runWeb(options: BenchOptions) {
  if (!options.noBuild) {
    console.log('web: npm run build…');
    await run('npm', ['run', 'build']);
  }
  const assets = initialAssets();
  console.log(
    `web: initial JS ${assets.js.gzipKB} kB gzip (${assets.js.files} files), CSS ${assets.css.gzipKB} kB gzip`,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-bench-web-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: BENCH_JWT_SECRET });
  const app = await buildApp(config);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Awaited<ReturnType<typeof puppeteer.connect>> | undefined;
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on TCP');
    const origin = `http://127.0.0.1:${address.port}`;

    const login = async (who: keyof typeof DEMO_USERS) => {
      const answer = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_USERS[who] });
      if (answer.statusCode !== 200) throw new Error(`login as ${who}: ${answer.statusCode} ${answer.body}`);
      return (answer.json() as { accessToken: string }).accessToken;
    };
    const getJson = async <T>(url: string, init: { token?: string; body?: object } = {}) => {
      const answer = await app.inject({
        method: init.body ? 'POST' : 'GET',
        url,
        ...(init.body ? { payload: init.body } : {}),
        ...(init.token ? { headers: { authorization: `Bearer ${init.token}` } } : {}),
      });
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
      return answer.json() as T;
    };

    const cities = await getJson<Array<{ id: number }>>('/api/cities');
    const [from, to] = cities;
    if (!from || !to) throw new Error('the demo seed has fewer than two cities');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const trip = `fromCity=${from.id}&toCity=${to.id}&fromDate=${day(7)}&toDate=${day(10)}&fromTime=10:00&toTime=10:00`;
    // The booking page of a car the search above offers: the one a customer would pick. Nothing is booked.
    const [car] = await getJson<Array<{ id: number }>>('/api/cars/availableCars', {
      body: { fromCity: from.id, toCity: to.id, fromDateTime: `${day(7)}T10:00:00`, toDateTime: `${day(10)}T10:00:00` },
    });
    if (!car) throw new Error('the demo seed has no car for the benchmark trip');
    const auctions = await getJson<Array<{ id: number; remainingMs: number }>>('/api/auctions/paged?page=0', {
      token: await login('customer'),
    });
    const auction = auctions.find((a) => a.remainingMs > 0);
    if (!auction) throw new Error('the demo seed has no open auction');

    const pages: BenchPage[] = [
      { path: '/', as: 'guest', target: 95 },
      { path: `/search?${trip}`, as: 'guest', target: 95 },
      { path: '/discount-plans', as: 'guest', target: 95 },
      { path: `/new-booking?carId=${car.id}&${trip}`, as: 'customer', target: 90 },
      { path: `/auction?auctionId=${auction.id}`, as: 'customer', target: 90 },
      { path: '/my-profile', as: 'customer', target: 90 },
      { path: '/statistics', as: 'admin', target: 90 },
      // In German too: its texts arrive as chunks of their own, which must not cost the targets
      // (docs/decisions/019-three-languages.md). `?lang=` chooses the language as a link would.
      { path: '/?lang=de', as: 'guest', target: 95 },
      { path: `/search?${trip}&lang=de`, as: 'guest', target: 95 },
      { path: `/new-booking?carId=${car.id}&${trip}&lang=de`, as: 'customer', target: 90 },
    ];

    const reportDir = path.join(resultsDir, 'lighthouse');
    mkdirSync(reportDir, { recursive: true });
    const pageName = (page: string) =>
      `${page.split('?')[0]!.replace(/^\//, '').replace(/\W+/g, '-') || 'home'}${page.includes('lang=de') ? '-de' : ''}`;
    chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: CHROME_FLAGS });
    const port = chrome.port;
    const tabs = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    browser = tabs;

    /**
     * One Lighthouse run. A guest's page gets Lighthouse's own fresh tab. A logged-in page needs the session in the tab
     * it loads in (sessionStorage belongs to one tab), so the benchmark opens the tab, logs in through the API as the
     * login page does, stores the token on the app's origin, and hands that tab to Lighthouse. Lighthouse still empties
     * the HTTP cache before loading the page (its storage reset leaves local and session storage alone), so the page
     * loads as cold as the guest pages do.
     */
    const audit = async (page: BenchPage, preset: 'mobile' | 'desktop') => {
      const url = `${origin}${page.path}`;
      const flags = { output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
      const config = preset === 'desktop' ? desktopConfig : undefined;
      if (page.as === 'guest') return (await lighthouse(url, { ...flags, port }, config))?.lhr;
      const tab = await tabs.newPage();
      try {
        const token = await login(page.as);
        // Any document of the origin will do: the health answer loads nothing else, so nothing of the app is cached.
        await tab.goto(`${origin}/api/health`);
        // A string, run in the page: the benchmark is compiled without the DOM's types.
        await tab.evaluate(`sessionStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`);
        const lhr = (await lighthouse(url, flags, config, tab))?.lhr;
        // Without the session the route guard sends the browser to /login, and that page would be measured instead.
        if (lhr && !lhr.runtimeError && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
          throw new Error(
            `${page.path} as ${page.as} ended on ${lhr.finalDisplayedUrl}: the session did not reach the page`,
          );
        }
        return lhr;
      } finally {
        await tab.close();
      }
    };

    const results: PageScore[] = [];
    const chosen = pages.filter(
      (page) =>
        options.pages.length === 0 ||
        // `home` picks `/`, whose path every other page's path contains.
        options.pages.some((word) => page.path.includes(word) || pageName(page.path) === word),
    );
    for (const preset of options.presets) {
      for (const page of chosen) {
        const runs: PageScore[] = [];
        for (let i = 0; i < options.lighthouseRuns; i++) {
          console.log(`web: lighthouse ${preset} ${page.path} (${page.as})…`);
          let lhr = await audit(page, preset);
          // Now and then the trace misses its navigation start (NO_NAVSTART); Lighthouse's advice is to run again.
          for (let retry = 0; lhr?.runtimeError?.code === 'NO_NAVSTART' && retry < 2; retry++)
            lhr = await audit(page, preset);
          if (!lhr) throw new Error(`lighthouse returned nothing for ${page.path}`);
          if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
          // The whole report too, for the trace-level detail (main-thread tasks, request chains) behind the scores.
          writeFileSync(path.join(reportDir, `${preset}-${pageName(page.path)}-${i + 1}.json`), JSON.stringify(lhr));
          const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          runs.push({
            page: page.path,
            as: page.as,
            target: page.target,
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
      page: `${r.page.includes('?') ? `${r.page.split('?')[0]}?…` : r.page}${r.page.includes('lang=de') ? ' (de)' : ''}`,
      as: r.as,
      preset: r.preset,
      performance: r.scores.performance,
      accessibility: r.scores.accessibility,
      'best-practices': r.scores['best-practices'],
      seo: r.scores.seo,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      'mobile targets':
        r.preset === 'mobile'
          ? `perf ≥${r.target}, a11y 100: ${verdict(r.scores.performance >= r.target && r.scores.accessibility === 100)}`
          : '',
    }));
    rows.push({
      page: 'initial JS / CSS (gzip)',
      as: null,
      preset: `${assets.js.gzipKB} kB / ${assets.css.gzipKB} kB`,
      performance: null,
      accessibility: null,
      'best-practices': null,
      seo: null,
      'LCP ms': null,
      'TBT ms': null,
      CLS: null,
      'mobile targets': `JS ≤170 kB: ${verdict(assets.js.gzipKB <= 170)}`,
    });
    report('web', 'web: Lighthouse 12 on the built app served by the API, and the initial bundle', rows, {
      assets,
      pages,
      results,
    });
    return rows;
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
