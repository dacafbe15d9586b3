import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` has the keyboard focus, as a keyboard user moves through a page; fails
 * when it is not reached within `max` presses (it is then not reachable by keyboard, or far too far away).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}: ${target.toString()}`);
}

/** Replaces the text of the focused field by typing, as a keyboard user does (select all, then type). */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}
