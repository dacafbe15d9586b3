import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { test } from '../support/test';
import { text } from '../support/languages';
import { demo, loginOnPhone } from '../support/session';
import { citiesByName, daysAhead } from '../support/slow-phone';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** The first screen of a phone (390×844), as the README shows it beside the desktop pictures. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

test('README screenshots of the demo on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await loginOnPhone(page, demo.customer);

  // A search next week: the form folded to one line, the first cars on the first screen
  // (docs/product/screens-and-navigation.md#search-on-a-phone).
  const { Berlin, Munich } = await citiesByName(request);
  const [fromDate, toDate] = [daysAhead(7), daysAhead(10)];
  await page.goto(
    `/search?fromCity=${Berlin!.id}&toCity=${Munich!.id}&fromDate=${fromDate}&fromTime=10:00&toDate=${toDate}&toTime=10:00`,
  );
  await expect(page.getByRole('list', { name: 'Cars' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'phone-search');

  // The customer's bookings as cards, each with its actions (docs/product/screens-and-navigation.md#lists-on-a-phone).
  await page.goto('/my-bookings');
  await expect(
    page
      .getByRole('list', { name: /bookings/i })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'phone-my-bookings');

  // The same search in German (kept for the pages after it, so it comes last).
  await page.goto(
    `/search?fromCity=${Berlin!.id}&toCity=${Munich!.id}&fromDate=${fromDate}&fromTime=10:00&toDate=${toDate}&toTime=10:00&lang=de`,
  );
  await expect(page.getByRole('heading', { level: 1, name: text('de', 'search', 'page.title') })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: text('de', 'search', 'results.cars') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'phone-search-de');
});
