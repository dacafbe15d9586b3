import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * What the slow-phone journeys share (specs/slow-phone*.spec.ts): a phone's CPU and line, opening a page without
 * waiting for the app, typing the moment a field shows, and the errors a page logs.
 */
export type City = { id: number; name: string };

/** A day this many days ahead as YYYY-MM-DD: far enough that no seeded or other journey's booking is in the way. */
export const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Lighthouse's mobile profile as DevTools applies it: slow 4G (150 ms × 3.75 latency, 1.6 Mbit/s × 0.9) and a 4× slower CPU. */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
}

export const isAppReady = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));
export const waitForApp = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 30_000 });

/** Opens a page the way a tap on a link does: the test goes on as soon as the response starts arriving. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * Types into a field as soon as it shows, key by key, and checks that it was indeed typed before the app had
 * started (else this journey would prove nothing).
 */
export async function typeEarly(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.pressSequentially(text);
  expect(await isAppReady(page), `"${label}" was typed before the app had taken the page over`).toBe(false);
}

/** No hydration mismatch, no error: collected for the whole test. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export const isLoggedIn = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken') !== null);

export async function citiesByName(request: APIRequestContext): Promise<Record<string, City>> {
  const cities = (await (await request.get('/api/cities')).json()) as City[];
  return Object.fromEntries(cities.map((city) => [city.name, city]));
}

export async function pickCity(page: Page, label: string, city: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: city, exact: true }).click();
}

export async function retypeDate(page: Page, label: string, date: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(date);
}
