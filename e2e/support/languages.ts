import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * The catalogue as the journeys read it (packages/common/texts): a journey in German finds its buttons by their German
 * names, whatever the wording of the day, and checks that no English text was left on a German page.
 */
const textsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/common/texts');

type Catalogue = Record<string, Record<string, string>>;
const cache = new Map<string, Catalogue>();

function catalogue(locale: string): Catalogue {
  let loaded = cache.get(locale);
  if (!loaded) {
    const dir = path.join(textsDir, locale);
    const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
    loaded = Object.fromEntries(
      files.map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]),
    );
    cache.set(locale, loaded);
  }
  return loaded;
}

/** A plain message of the catalogue in `locale` ("search", "form.submit"); placeholders filled from `values`. */
export function text(locale: string, namespace: string, key: string, values: Record<string, string | number> = {}) {
  const message = catalogue(locale)[namespace]?.[key];
  if (message === undefined) throw new Error(`no ${locale} text ${namespace}:${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A message with placeholders as a pattern that any values match: a button named "{amount} bezahlen". */
export function textPattern(locale: string, namespace: string, key: string): RegExp {
  const escaped = text(locale, namespace, key).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}/g, '.+')}$`);
}

/** English sentences whose translation differs: what must not be read on a page in another language. */
function englishOnly(locale: string): Set<string> {
  const english = catalogue('en');
  const other = catalogue(locale);
  const sentences = new Set<string>();
  for (const [namespace, messages] of Object.entries(english))
    for (const [key, message] of Object.entries(messages))
      if (!message.includes('{') && /\p{L}{3,}\s+\p{L}{3,}/u.test(message) && other[namespace]?.[key] !== message)
        sentences.add(message);
  return sentences;
}

/**
 * The page is in `locale`: `<html lang>` says so, and none of the catalogue's English sentences is on screen or in an
 * accessible name (a label, a placeholder, a title), where a text that skipped the catalogue would show.
 */
export async function expectPageIn(page: Page, locale: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  if (locale === 'en') return;
  const shown = await page.evaluate(() => {
    const texts = document.body.innerText.split('\n');
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(element.getAttribute(name) ?? '');
    return texts.map((line) => line.trim()).filter(Boolean);
  });
  const english = englishOnly(locale);
  expect(shown.filter((line) => english.has(line))).toEqual([]);
}
