import { describe, expect, it } from 'vitest';
import { shellTexts } from './texts';
import { text } from './namespace';
import { englishOf, loadCatalogue } from './translator';

describe('the server catalogue', () => {
  it('fills in a message in each language', async () => {
    const catalogue = await loadCatalogue();
    expect(catalogue.text('en', shellTexts, 'footer.copyright', { year: 2026 })).toBe('© 2026 Wayfare — car rental');
    expect(catalogue.text('de', shellTexts, 'footer.copyright', { year: 2026 })).toBe(
      '© 2026 Wayfare — Autovermietung',
    );
  });

  it('translates an English catalogue sentence, and leaves any other text as it came', async () => {
    const catalogue = await loadCatalogue();
    expect(catalogue.translate('Skip to main content', 'fr')).toBe('Aller au contenu principal');
    expect(catalogue.translate('Skip to main content', 'en')).toBe('Skip to main content');
    expect(catalogue.translate('Render answered: 502', 'de')).toBe('Render answered: 502');
  });

  it('writes a value that depends on the language in the language of the text', async () => {
    const catalogue = await loadCatalogue();
    const year = text(shellTexts, 'footer.copyright', { year: (locale) => (locale === 'de' ? 'MMXXVI' : '2026') });
    expect(catalogue.write('de', year)).toBe('© MMXXVI Wayfare — Autovermietung');
    expect(catalogue.write('en', year)).toBe('© 2026 Wayfare — car rental');
    expect(englishOf(year)).toBe('© 2026 Wayfare — car rental');
  });
});

describe('englishOf', () => {
  it('writes a text in English without loading the catalogue', () => {
    expect(englishOf(text(shellTexts, 'footer.copyright', { year: 1999 }))).toBe('© 1999 Wayfare — car rental');
  });
});
