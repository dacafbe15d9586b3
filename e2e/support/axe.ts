import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What a page must look like before it is checked: its h1 shown and no spinner left (the pages load their data). What
 * is drawn only once it comes near the screen (the statistics charts) is scrolled to, as a person reading the page
 * would, and the page is scrolled back to its top.
 */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => document.querySelector('.mantine-Loader-root')?.scrollIntoView({ block: 'center' }));
      return page.locator('.mantine-Loader-root').count();
    })
    .toBe(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The serious and critical axe violations of the page as it is now (WCAG 2.x A/AA and best practices). */
export async function seriousViolations(page: Page, where: string): Promise<AxeFinding[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
    }));
}

/** One line per finding, so a failing run says what to fix and where. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `${f.where}: [${f.impact}] ${f.rule} — ${f.help} — ${f.targets.join(' | ')}`).join('\n');
}
