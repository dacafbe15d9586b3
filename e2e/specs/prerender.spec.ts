import { type APIRequestContext, expect } from '@playwright/test';
import { demo, loginAs } from '../support/session';
import { test } from '../support/test';

// The server renders in its own time zone; a visitor's browser may be in any other, and must draw the same page.
test.use({ timezoneId: 'Pacific/Auckland' });

/**
 * The pages packages/web/scripts/prerender.mjs writes, with their main heading (/discount-plans is drawn per request
 * with its data, like /search; the prerendered one is its fallback).
 */
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

/** A search the demo fleet answers: from the city of its first car, far enough ahead that no booking is in the way. */
async function demoSearch(
  request: APIRequestContext,
): Promise<{ url: string; cars: { make: string; model: string }[] }> {
  const [car] = (await (await request.get('/api/cars/paged?page=0')).json()) as { city: { id: number } }[];
  const cities = (await (await request.get('/api/cities')).json()) as { id: number }[];
  const toCity = cities.find((city) => city.id !== car!.city.id)!.id;
  const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
  const [fromDate, toDate] = [day(400), day(403)];
  const body = {
    fromCity: car!.city.id,
    toCity,
    fromDateTime: `${fromDate}T10:00:00`,
    toDateTime: `${toDate}T10:00:00`,
    selectedFeatures: null,
    // What /search shows first: by price, the first page (docs/product/search-and-availability.md#sorting-and-pages).
    sort: 'price',
    page: 0,
  };
  const cars = (await (await request.post('/api/cars/availableCars', { data: body })).json()) as {
    make: string;
    model: string;
  }[];
  const query = new URLSearchParams({
    fromCity: String(body.fromCity),
    toCity: String(toCity),
    fromDate,
    toDate,
    fromTime: '10:00',
    toTime: '10:00',
  });
  return { url: `/search?${query}`, cars };
}

test('the pages drawn per request show their data before any script has run, and the app does not ask for it again', async ({
  browser,
  page,
  request,
}) => {
  const plans = (await (await request.get('/api/discountPlans')).json()) as { title: string }[];
  const search = await demoSearch(request);
  expect(plans.length).toBeGreaterThan(0);
  expect(search.cars.length).toBeGreaterThan(0);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/discount-plans');
  for (const plan of plans) await expect(noScript.getByText(plan.title, { exact: true })).toBeVisible();
  await noScript.goto(search.url);
  await expect(noScript.getByTestId('car-price')).toHaveCount(search.cars.length);
  await expect(noScript.getByText(`${search.cars[0]!.make} ${search.cars[0]!.model}`).first()).toBeVisible();
  await context.close();

  // The answers travel with the page: the app's query cache starts with them instead of asking.
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === '/api/discountPlans' || pathname === '/api/cars/availableCars') asked.push(pathname);
  });
  await page.goto('/discount-plans');
  await expect(page.getByRole('link', { name: 'Login to buy' }).first()).toBeVisible();
  await page.goto(search.url);
  await expect(page.getByTestId('car-price')).toHaveCount(search.cars.length);
  expect(asked).toEqual([]);
});

test('markup in the data of a page drawn per request is shown as text, in the HTML and in its data block', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: demo.admin });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const title = '</script><script>window.pwned=1</script><img src=x onerror="window.pwned=2">';
  const created = await request.post('/api/discountPlans', {
    headers,
    data: {
      title,
      description: 'Ends the data block </script> if not escaped',
      remainingUses: 1,
      discountValue: 5,
      price: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    // The title travels in the page's data block with every `<` escaped, and in its HTML as text.
    const html = await (await request.get('/discount-plans')).text();
    expect(html).toContain('\\u003c/script>\\u003cscript>window.pwned=1\\u003c/script>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.pwned=1&lt;/script&gt;');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => dialogs.push(dialog.message()));
    await page.goto('/discount-plans');
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await request.delete(`/api/discountPlans/${id}`, { headers });
  }
});

test('the app takes the prerendered pages over without an error or a CSP violation, for a guest and for a customer', async ({
  page,
  request,
}) => {
  const search = await demoSearch(request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A refused eval or inline script is not always a console error (zod's probe is caught): collected in the page.
  await page.exposeFunction('reportCspViolation', (text: string) => errors.push(`CSP: ${text}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    }),
  );

  for (const [path, heading] of PRERENDERED) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto(search.url);
  await expect(page.getByTestId('car-price')).toHaveCount(search.cars.length);
  expect(errors).toEqual([]);

  // Prerendered as a guest sees them; a logged-in customer gets their own navigation once the app has taken over.
  await loginAs(page, demo.customer);
  for (const path of [...PRERENDERED.slice(0, 3).map(([path]) => path), search.url]) {
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
  // A token with the session claims (docs/product/accounts-and-roles.md#session-claims) that expired a minute ago (the
  // web app only decodes it).
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
