import { shellTexts } from '@wayfare/common';
import { describe, expect, it } from 'vitest';
import { loadNamespace, translateEnglish } from './catalogue';

describe('translateEnglish', () => {
  it('finds a sentence of a namespace loaded in the page language only, as on a page sent in German', async () => {
    await loadNamespace('de', shellTexts);
    expect(translateEnglish('de', 'Skip to main content')).toBe('Zum Hauptinhalt springen');
  });

  it('gives any other text back as it came', () => {
    expect(translateEnglish('de', 'Not a catalogue sentence')).toBe('Not a catalogue sentence');
  });
});
