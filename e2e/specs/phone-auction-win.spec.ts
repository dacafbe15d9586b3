import { expect } from '@playwright/test';
import { auctionMessages, auctionsTexts, formatWallClock, text } from '@wayfare/common';
import { englishOf } from '@wayfare/common/catalogue';
import { auctionsAs, createAuction, phoneOf } from '../support/auctions';
import { addCar } from '../support/cars';
import { snap } from '../support/screenshots';
import { demo } from '../support/session';
import { test } from '../support/test';

/**
 * Winning ends somewhere (docs/product/auctions.md#auction-page, #claim-page), on a phone: the winner's auction page
 * says until when to claim, with the Claim button; /all-auctions names the deadline too; claiming goes straight to the
 * checkout of the claim; and an auction that ended without a bid says "Ended — no bids" and offers no Join. The win
 * is the demo customer's (a new one would wait out the late-bid extension: docs/product/auctions.md#late-bid-extension).
 */
test('the winner on a phone is told until when to claim, and claiming goes straight to the checkout', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // An auction nobody bids on, on an exclusive car of this journey's own (earlier journeys of the run may hold every
  // demo one in an open auction): ended seconds later, and the newest, so on the list's first page.
  await addCar(request, {
    make: 'Alpine',
    model: 'A110',
    registrationNumber: 'WF-WIN-801',
    cityId: 1,
    isExclusive: true,
  });
  const bidlessText = `Nobody bid ${Date.now()}`;
  const bidless = await createAuction(request, demo.admin, {
    description: bidlessText,
    minBidAmount: 100,
    endInMs: 3_000,
  });

  const { auctions, token } = await auctionsAs(request, demo.customer);
  const won = auctions.find((a) => a.winnerUser?.name === 'Carl Customer' && a.canBeClaimed === 1);
  expect(won, "the demo customer's claimable win").toBeTruthy();
  const deadline = formatWallClock(won!.claimDeadline!);

  await expect
    .poll(async () => (await auctionsAs(request, demo.customer)).auctions.find((a) => a.id === bidless)?.remainingMs)
    .toBe(0);

  const page = await phoneOf(browser, token);
  await page.goto('/all-auctions');
  const cards = page.getByRole('list', { name: 'All auctions' }).getByRole('listitem');
  const wonCard = cards.filter({ hasText: won!.description });
  await expect(wonCard).toContainText(englishOf(text(auctionsTexts, 'list.claimBy', { date: deadline })));
  await expect(wonCard.getByRole('link', { name: 'Claim' })).toBeVisible();
  const bidlessCard = cards.filter({ hasText: bidlessText });
  await expect(bidlessCard).toContainText(auctionMessages.endedNoBids);
  await expect(bidlessCard.getByRole('link', { name: 'Join' })).toHaveCount(0);
  await snap(page, 'phone-all-auctions-won');

  // The ended auction nobody bid on says so on its own page too.
  await page.goto(`/auction?auctionId=${bidless}`);
  await expect(page.getByRole('heading', { name: auctionMessages.ended })).toBeVisible();
  await expect(page.getByText(auctionMessages.endedNoBids)).toBeVisible();

  await page.goto(`/auction?auctionId=${won!.id}`);
  await expect(page.getByRole('heading', { name: auctionMessages.ended })).toBeVisible();
  await expect(page.getByText(englishOf(text(auctionsTexts, 'outcome.wonClaimBy', { date: deadline })))).toBeVisible();
  await snap(page, 'phone-auction-won');
  await page.getByRole('link', { name: 'Claim' }).tap();

  await expect(page).toHaveURL(new RegExp(`/claim-auction\\?auctionId=${won!.id}$`));
  await expect(page.getByRole('heading', { name: `Claim auction #${won!.id}` })).toBeVisible();
  // The pick-up city is where the car stands; choose somewhere else to drop it off.
  const pickUpCity = page.getByRole('combobox', { name: 'Pick-up city' });
  await expect(pickUpCity).not.toHaveValue('');
  const pickUpCityName = await pickUpCity.inputValue();
  await page.getByRole('combobox', { name: 'Drop-off city' }).tap();
  // The cities' list, not the language switcher's options on the same page.
  await page.getByRole('listbox').getByRole('option').filter({ hasNotText: pickUpCityName }).first().tap();
  await snap(page, 'phone-claim-auction');
  await page.getByRole('button', { name: 'Claim' }).tap();

  await expect(page).toHaveURL(/\/checkout\//);
  await expect(page.getByText('Test checkout — no real money moves')).toBeVisible();

  // Not paid yet: the booking waits in the bookings list, and the win is no longer claimable.
  await page.goto('/my-bookings');
  await expect(page.getByRole('listitem').filter({ hasText: 'Unpaid' }).first()).toBeVisible();
  await page.goto('/all-auctions');
  await expect(cards.filter({ hasText: won!.description })).toContainText(auctionMessages.over);
  await expect(page.getByRole('link', { name: 'Claim' })).toHaveCount(0);
});
