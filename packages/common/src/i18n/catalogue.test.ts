/// <reference types="vite/client" />
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { allNamespaces } from './all-texts';
import { LOCALES } from './locales';

/** The catalogue's files as they lie in packages/common/texts: `<language>/<namespace>.json`. */
const files = Object.keys(import.meta.glob('../../texts/*/*.json'));

/** The argument names a message uses (`{count}`, `{count, plural, …}`), nested cases included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const kase of token.cases) walk(kase.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('the catalogue', () => {
  it('registers every namespace file, in every language', () => {
    for (const locale of LOCALES) {
      const names = files
        .filter((file) => file.includes(`/texts/${locale}/`))
        .map((file) => /([a-z-]+)\.json$/.exec(file)?.[1]);
      expect(names.sort(), locale).toEqual(allNamespaces.map((namespace) => namespace.name).sort());
    }
  });

  it('gives one translation to keys that share an English sentence (errors are translated by their words)', async () => {
    for (const locale of ['de', 'fr'] as const) {
      const byEnglish = new Map<string, Set<string>>();
      for (const namespace of allNamespaces) {
        const translated = (await namespace.load[locale]()).default as Record<string, string>;
        for (const [key, english] of Object.entries(namespace.en as Record<string, string>)) {
          const translations = byEnglish.get(english) ?? new Set<string>();
          byEnglish.set(english, translations.add(translated[key]!));
        }
      }
      const ambiguous = [...byEnglish].filter(([, translations]) => translations.size > 1).map(([english]) => english);
      expect(ambiguous, locale).toEqual([]);
    }
  });

  for (const namespace of allNamespaces) {
    describe(namespace.name, () => {
      for (const locale of ['de', 'fr'] as const) {
        it(`has every English key in ${locale}, and no other, with the same placeholders`, async () => {
          const translated = (await namespace.load[locale]()).default as Record<string, string>;
          expect(Object.keys(translated).sort()).toEqual(Object.keys(namespace.en).sort());
          for (const [key, english] of Object.entries(namespace.en as Record<string, string>)) {
            expect(typeof translated[key], `${locale} ${key}`).toBe('string');
            expect(argumentsOf(translated[key]!), `${locale} ${key}`).toEqual(argumentsOf(english));
          }
        });

        it(`translates every sentence into ${locale} rather than copying the English`, async () => {
          const translated = (await namespace.load[locale]()).default as Record<string, string>;
          const copied = Object.entries(namespace.en as Record<string, string>)
            .filter(([key, english]) => translated[key] === english && /\p{L}{3,}\s+\p{L}{3,}/u.test(english))
            .map(([key]) => key);
          expect(copied).toEqual([]);
        });
      }

      it('writes valid ICU messages, and plain text that reads the same compiled (no ICU quoting)', async () => {
        for (const locale of LOCALES) {
          const messages = (locale === 'en' ? namespace.en : (await namespace.load[locale]()).default) as Record<
            string,
            string
          >;
          for (const [key, message] of Object.entries(messages)) {
            expect(() => parse(message), `${locale} ${key}`).not.toThrow();
            // The build leaves such a message a string that common's code may read as it is (vite.config.ts).
            if (argumentsOf(message).length === 0 && !message.includes('#'))
              expect(compileMessage(message), `${locale} ${key}: write ’ rather than '`).toEqual([message]);
          }
        }
      });
    });
  }
});
