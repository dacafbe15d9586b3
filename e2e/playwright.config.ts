import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { fakeRenderEnv } from './support/fake-render';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run, so every journey starts from the demo seed.
const dataDir = path.join(root, 'e2e', '.data', String(port));

/** Debian's Chromium; the /usr/bin wrapper prints a harmless shell error, so use the real binary. */
const chromePath = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';

const launchOptions = {
  executablePath: chromePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig<{ throttle: boolean }>({
  testDir: './specs',
  outputDir: `../test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No transitions: screenshots show dialogs fully open, and assertions never race an animation.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } },
    // `npm run test:e2e:throttled`: the phone journeys again on Lighthouse's mobile profile (4× slower CPU, slow 4G).
    // On request only: it doubles their time, and the slow-phone specs already run throttled in every run.
    ...(process.env.E2E_THROTTLED
      ? [
          {
            name: 'phone-throttled',
            testMatch: /(^|\/)phone-[^/]*\.spec\.ts$/,
            timeout: 120_000,
            expect: { timeout: 20_000 },
            use: { ...devices['Desktop Chrome'], launchOptions, throttle: true },
          },
        ]
      : []),
  ],
  webServer: {
    // The product exactly as `npm start` serves it (the web build is made by `npm run test:e2e` first).
    command: `rm -rf "${dataDir}" && npm run start --workspace @wayfare/api`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    // RENDER_*: the deployments journey's fake Render API on port + 1, started by that spec itself.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...fakeRenderEnv },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
