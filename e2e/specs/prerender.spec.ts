import { expect } from '@playwright/test';
import { demo, loginAs } from '../support/session';
import { test } from '../support/test';

/** The pages packages/web/scripts/prerender.mjs writes, with their main heading. */
const PRERENDERED = [
  ['/', 'Easy, Fast, Yours'],
  ['/discount-plans', 'Discount plans'],
  ['/all-cars', 'All cars'],
  ['/login', 'Login'],
  ['/register', 'Register'],
] as const;

test('the landing pages show their content before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading] of PRERENDERED) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/');
  await expect(page.getByText('Rent a car in a few clicks')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();

  // Submitted before the app has taken over, a form does the browser's default: a GET of the same page with its
  // named fields in the address. No field has a name, so a password typed that early never ends up in a URL.
  for (const path of ['/login', '/register', '/']) {
    await page.goto(path);
    await expect(page.locator('form')).not.toHaveCount(0);
    await expect(page.locator('#root input[name], #root select[name], #root textarea[name]')).toHaveCount(0);
  }
  await context.close();
});

test("a prerendered page's first data is requested once, by its preload link, and shown", async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/discountPlans') requests.push(request.url());
  });
  const html = await (await page.request.get('/discount-plans')).text();
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/discountPlans">');
  await page.goto('/discount-plans');
  await expect(page.getByRole('link', { name: 'Login to buy' }).first()).toBeVisible();
  // Two would mean the app's fetch did not take the preloaded answer (and the page paid for it twice).
  expect(requests).toHaveLength(1);
});

test('the app takes the prerendered pages over without an error, for a guest and for a customer', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  for (const [path, heading] of PRERENDERED) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);

  // Prerendered as a guest sees them; a logged-in customer gets their own navigation once the app has taken over.
  await loginAs(page, demo.customer);
  for (const [path] of PRERENDERED.slice(0, 3)) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('an expired session on a prerendered page leads to /login, drawn afresh without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/register');
  // A token with the claims of DESIGN §5 that expired a minute ago (the web app only decodes it).
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { userId: 7, roles: ['CUSTOMER'], exp: now - 60, iat: now - 3600, jti: 'expired' };
  const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
  await page.evaluate(
    ([value, stored]) => {
      sessionStorage.setItem('accessToken', value);
      sessionStorage.setItem('claims', stored);
    },
    [token, JSON.stringify(claims)] as const,
  );

  await page.goto('/'); // the home page's prerendered HTML arrives; the app must show /login instead
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.getByText('Rent a car in a few clicks')).toHaveCount(0);
  expect(errors).toEqual([]);
});
