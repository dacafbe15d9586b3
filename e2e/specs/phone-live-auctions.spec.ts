import { expect, type Browser, type Page } from '@playwright/test';
import { auctionMessages } from '@wayfare/common';
import { auctionsAs, phoneOf, type AuctionRow } from '../support/auctions';
import { test } from '../support/test';
import { demo } from '../support/session';

/**
 * An open auction page never storms the server (docs/product/realtime-contract.md#reconnecting): left alone on a phone
 * for 30 s, each demo auction's page opens at most two sockets (the tab's one, and once more to name the auction when
 * the outbid alerts were first), an ended auction's page names no auction at all, and no page is refused.
 */
const IDLE_MS = 30_000;

interface Watched {
  auction: AuctionRow;
  sockets: number;
  /** The auctionId headers of the CONNECT frames the page sent. */
  namedAuctions: string[];
  refusals: string[];
}

async function watchIdle(browser: Browser, token: string, auction: AuctionRow): Promise<Watched> {
  const page: Page = await phoneOf(browser, token);
  const watched: Watched = { auction, sockets: 0, namedAuctions: [], refusals: [] };
  page.on('websocket', (socket) => {
    watched.sockets += 1;
    socket.on('framesent', ({ payload }) => {
      const frame = String(payload);
      if (frame.startsWith('CONNECT')) watched.namedAuctions.push(/\nauctionId:(\d+)/.exec(frame)?.[1] ?? '');
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('refused us')) watched.refusals.push(message.text());
  });
  await page.goto(`/auction?auctionId=${auction.id}`);
  await expect(page.getByRole('heading', { name: `Auction #${auction.id}` })).toBeVisible();
  if (auction.remainingMs === 0) await expect(page.getByRole('heading', { name: auctionMessages.ended })).toBeVisible();
  await page.waitForTimeout(IDLE_MS);
  return watched;
}

test('each demo auction page, idle for 30 s on a phone, opens at most two sockets and ended ones name none', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { auctions, token } = await auctionsAs(request, demo.customer);
  // The demo's own auctions are the oldest; other journeys of the same run may have added theirs.
  const seeded = [...auctions].sort((a, b) => a.id - b.id).slice(0, 6);
  expect(seeded.some((a) => a.remainingMs === 0)).toBe(true);
  expect(seeded.some((a) => a.remainingMs > 0)).toBe(true);

  // All at once, each in its own phone (at most six live sessions of the account's ten).
  const results = await Promise.all(seeded.map((auction) => watchIdle(browser, token, auction)));

  const report = results.map(({ auction, sockets, namedAuctions, refusals }) => ({
    auction: auction.id,
    ended: auction.remainingMs === 0,
    sockets,
    namedAuctions,
    refusals,
  }));
  for (const row of report) {
    expect.soft(row.sockets, `auction #${row.auction}: sockets in 30 s`).toBeLessThanOrEqual(2);
    expect.soft(row.refusals, `auction #${row.auction}: refusals`).toEqual([]);
    if (row.ended) expect.soft(row.namedAuctions.filter(Boolean), `ended auction #${row.auction}`).toEqual([]);
  }
  // A running auction's page is live over a connection naming it.
  const running = report.find((row) => !row.ended)!;
  expect(running.namedAuctions).toContain(String(running.auction));
});
