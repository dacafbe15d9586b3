import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/test';
import { waitForPage } from '../support/axe';
import { snap } from '../support/screenshots';
import { demo, loginOnPhone } from '../support/session';

/**
 * Every list of every page, for each kind of visitor, on a 390 px phone: each of its buttons and links lies within the
 * screen (no sideways scrolling to reach an action) and none of its texts is cut short by an ellipsis
 * (docs/product/screens-and-navigation.md#lists-on-a-phone).
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A list by its accessible name, whichever way it is drawn (a table, or a list of cards). */
const listNamed = (page: Page, name: string) => page.locator(`[aria-label="${name}"]`).first();

/** What is wrong with one list on the phone, one line each: controls off the screen, texts cut by an ellipsis. */
async function problemsOf(list: Locator, where: string): Promise<string[]> {
  await expect(list, where).toBeVisible();
  return list.evaluate((root, where) => {
    const problems: string[] = [];
    const screen = window.innerWidth;
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
    for (const control of root.querySelectorAll('button, a, [role="button"], [role="tab"]')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < 0 || box.right > screen + 0.5) {
        problems.push(`${where}: "${name(control)}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    for (const element of root.querySelectorAll('*')) {
      if (getComputedStyle(element).textOverflow !== 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`${where}: "${name(element)}" is cut`);
    }
    return problems;
  }, where);
}

async function openList(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForPage(page);
}

/** The profile's tabs themselves, then each tab's list. */
async function profileProblems(page: Page, who: string): Promise<string[]> {
  await openList(page, '/my-profile');
  const problems = await problemsOf(page.getByRole('tablist'), `${who} /my-profile tabs`);
  for (const [tab, list] of [
    ['Payments', 'Payments'],
    ['Bookings', 'All Bookings'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    problems.push(...(await problemsOf(listNamed(page, list), `${who} /my-profile ${tab}`)));
    await snap(page, `phone-${who}-my-profile-${tab.toLowerCase()}`);
  }
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await waitForPage(page);
  problems.push(...(await problemsOf(page.getByRole('tabpanel'), `${who} /my-profile Reviews`)));
  return problems;
}

async function pagesProblems(page: Page, who: string, lists: ReadonlyArray<[route: string, list: string]>) {
  const problems: string[] = [];
  for (const [route, list] of lists) {
    await openList(page, route);
    problems.push(...(await problemsOf(listNamed(page, list), `${who} ${route}`)));
    await snap(page, `phone-${who}-${route.slice(1).replace(/[?=&]/g, '-')}`);
  }
  return problems;
}

test('a guest reaches every list on a 390 px phone', async ({ page }) => {
  expect(await pagesProblems(page, 'guest', [['/all-cars', 'All cars']])).toEqual([]);
});

test('a customer reaches every action of every list on a 390 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  await loginOnPhone(page, demo.customer);
  const problems = await pagesProblems(page, 'customer', [
    ['/all-cars', 'All cars'],
    ['/my-bookings', 'All Bookings'],
    ['/all-auctions', 'All auctions'],
    ['/auction?auctionId=1', 'Bidding history'],
  ]);
  problems.push(...(await profileProblems(page, 'customer')));
  expect(problems).toEqual([]);
});

test('an admin reaches every action of every list on a 390 px phone', async ({ page }) => {
  test.setTimeout(180_000);
  await loginOnPhone(page, demo.admin);
  // One admin write, so that the audit log has an entry to show.
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const plan = await page.request.post('/api/discountPlans', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Phone plan',
      description: 'A plan for the audit log',
      discountValue: 5,
      price: 9,
      remainingUses: 3,
    },
  });
  expect(plan.ok()).toBe(true);

  const problems = await pagesProblems(page, 'admin', [
    ['/all-cars', 'All cars'],
    ['/my-bookings', 'All Bookings'],
    ['/all-auctions', 'All auctions'],
    ['/my-payments', 'All payments'],
    ['/all-messages', 'All messages'],
    ['/audit', 'Audit log'],
    ['/car-info?carId=1', 'Bookings of this car'],
    ['/deployments', 'Deployments'],
  ]);
  problems.push(...(await profileProblems(page, 'admin')));
  expect(problems).toEqual([]);
});
