import { expect } from '@playwright/test';
import { auctionMessages, auctionsTexts, formatMoney, text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { createAuction, live, registerCustomer, secondsLeft, sessionOf } from '../support/auctions';
import { snap } from '../support/screenshots';
import { demo } from '../support/session';
import { test } from '../support/test';

/** The outbid toast as an English page shows it. */
const outbidAlert = (auctionId: number) => englishOf(text(auctionsTexts, 'alerts.outbid', { auctionId }));

// Two customers in two browsers on an auction that ends within two minutes, so that every bid is a late bid
// (docs/product/auctions.md#maximum-bids, #late-bid-extension, #outbid-alerts).
test('a maximum answers a manual bid by itself, a late bid extends the countdown on both pages, the outbid toast', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const ann = await registerCustomer(request, 'Ann Maximum');
  const ben = await registerCustomer(request, 'Ben Manual');
  const description = `Last-minute roadster ${Date.now()}`;
  const auctionId = await createAuction(request, demo.admin, { description, minBidAmount: 100, endInMs: 90_000 });
  const auctionUrl = `/auction?auctionId=${auctionId}`;

  const annPage = await sessionOf(browser, ann);
  const benPage = await sessionOf(browser, ben);
  await annPage.goto(auctionUrl);
  await benPage.goto(auctionUrl);
  await live(annPage);
  await live(benPage);
  const before = await secondsLeft(benPage);
  expect(before).toBeLessThan(90);

  // (b) Ann bids the minimum with a maximum of 200 €: a late bid, so the end moves to 2 minutes after it, on both
  // pages at once (Ben's learns it from the auction's state).
  await expect(annPage.getByText('At least 100.00 €')).toBeVisible();
  await annPage.getByLabel('Bid amount (€)').fill('100');
  await annPage.getByLabel('Maximum bid (€)').fill('200');
  await annPage.getByRole('button', { name: 'BID NOW' }).click();
  await expect(annPage.getByRole('button', { name: auctionMessages.highestBidHolder })).toBeDisabled();
  await expect(annPage.getByText(`Your maximum: ${formatMoney(200)}`)).toBeVisible();
  for (const page of [annPage, benPage]) {
    await expect.poll(() => secondsLeft(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(110);
  }
  await expect(benPage.locator('dl')).toContainText('Ann Maximum');

  // (a) Ben bids by hand; Ann's maximum answers by itself with the least that leads: 110 € + 10 € = 120 €.
  await expect(benPage.getByText('At least 110.00 €')).toBeVisible();
  await benPage.getByLabel('Bid amount (€)').fill('110');
  await benPage.getByRole('button', { name: 'BID NOW' }).click();
  const history = benPage.getByRole('table', { name: 'Bidding history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Ann Maximum');
  await expect(history.getByRole('row').nth(1)).toContainText(`${formatMoney(120)}${auctionMessages.auto}`);
  await expect(history.getByRole('row').nth(2)).toContainText('Ben Manual');
  await expect(history.getByRole('row').nth(2)).toContainText(formatMoney(110));
  await expect(benPage.locator('dl')).toContainText(formatMoney(120));
  await expect(benPage.locator('dl')).toContainText('Ann Maximum');
  // Ben does not lead: he may bid again, from the next step.
  await expect(benPage.getByRole('button', { name: 'BID NOW' })).toBeEnabled();
  await expect(benPage.getByText('At least 130.00 €')).toBeVisible();
  await expect(benPage.getByText(outbidAlert(auctionId))).toBeVisible();
  // Nobody else learns Ann's maximum.
  await expect(benPage.getByText(/Your maximum/)).toHaveCount(0);
  await snap(benPage, 'auction-maximum-answered');

  // (c) Ann leaves for her profile; Ben bids above her maximum, and the toast finds her there.
  await annPage.goto('/my-profile');
  await expect(annPage.getByRole('heading', { level: 1 })).toBeVisible();
  // The alerts connect once the page is idle; give them a moment before the bid that outbids her.
  await annPage.waitForTimeout(2_000);
  await benPage.getByLabel('Bid amount (€)').fill('250');
  await benPage.getByRole('button', { name: 'BID NOW' }).click();
  await expect(benPage.getByRole('button', { name: auctionMessages.highestBidHolder })).toBeDisabled();
  await expect(annPage.getByText(outbidAlert(auctionId))).toBeVisible({ timeout: 15_000 });
  await snap(annPage, 'outbid-toast');

  // Ben leads now: he raises his own maximum without bidding against himself; the price stays 250 €.
  await benPage.getByLabel('New maximum (€)').fill('500');
  await benPage.getByRole('button', { name: 'RAISE MAXIMUM' }).click();
  await expect(benPage.getByText(`Your maximum: ${formatMoney(500)}`)).toBeVisible();
  await expect(benPage.locator('dl')).toContainText(formatMoney(250));
  await expect(benPage.getByRole('table', { name: 'Bidding history' }).getByRole('row').nth(1)).toContainText(
    formatMoney(250),
  );

  // /all-auctions: each one's own state, and the filter.
  await annPage.goto('/all-auctions?mine=true');
  await expect(annPage.getByRole('checkbox', { name: auctionMessages.onlyMine })).toBeChecked();
  const row = annPage.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText(auctionMessages.myState.OUTBID);
  await expect(annPage.getByRole('row')).toHaveCount(2);
});
