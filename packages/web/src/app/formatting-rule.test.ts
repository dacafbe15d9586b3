import { describe, expect, it } from 'vitest';

/**
 * Money, wall-clock date-times and distances are written by `formatMoney`, `formatDollars`, `formatWallClock` and
 * `formatDistance` from @wayfare/common, never by hand: a second hand-made form is how "€326.22", "160.66 €" and
 * "10€" came to sit side by side. This scans the web app and the e-mail templates for the shapes a hand-made form
 * takes. It looks for code, not for words, so labels such as "Price (€)" or "Amount in €" stay free.
 */
const sources = {
  ...import.meta.glob<string>(
    ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.test-utils.{ts,tsx}', '!../test/**'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
  ...import.meta.glob<string>(
    ['../../../api/src/features/notifications/*.ts', '!../../../api/src/features/notifications/*.test.ts'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ),
};

const HAND_MADE: [what: string, shape: RegExp][] = [
  ['a euro sign right after an expression or a number ("{fee}€", "${price} €", "10 €")', /(\}|\d)\s?€/],
  ['a euro sign right before an expression ("€{price}")', /€\s?\$?\{/],
  ['a price cut to cents by hand', /\.toFixed\(2\)/],
  ['a date-time made readable by swapping its T', /\.replace\(\s*['"]T['"]\s*,/],
  ['a distance unit right after an expression ("{km} km")', /\}\s?km\b/],
  ['a currency formatter of its own', /currency:\s*['"][A-Z]{3}['"]/],
  [
    "a number written in the reader's locale, which the server render cannot know",
    /\.toLocale(String|DateString|TimeString)\(/,
  ],
];

/** Files where one of these shapes means something else; each says why. */
const ALLOWED: Record<string, RegExp[]> = {};

// Comments may quote the old forms when they explain them; blanking keeps the line numbers of the report right.
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('money, date-times and distances are formatted in one place', () => {
  it('finds the files it is meant to scan', () => {
    const files = Object.keys(sources);
    expect(files.some((file) => file.endsWith('/features/bookings/components/bookings-table.tsx'))).toBe(true);
    expect(files.some((file) => file.endsWith('/notifications/emails.ts'))).toBe(true);
    expect(files.some((file) => file.endsWith('.test.tsx'))).toBe(false);
  });

  it('no web source or e-mail template builds them by hand', () => {
    const found: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      withoutComments(source)
        .split('\n')
        .forEach((line, index) => {
          for (const [what, shape] of HAND_MADE) {
            if (shape.test(line) && !ALLOWED[file]?.some((allowed) => String(allowed) === String(shape))) {
              found.push(`${file}:${index + 1}: ${what}: ${line.trim()}`);
            }
          }
        });
    }
    expect(found).toEqual([]);
  });
});
