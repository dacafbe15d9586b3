import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What a page must look like before it is checked: its h1 shown and no spinner left (SPEC §2 pages load their data). */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ has: page.getByLabel('Loading') })).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
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
