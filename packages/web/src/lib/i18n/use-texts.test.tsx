import { render } from '@testing-library/react';
import { shellTexts } from '@wayfare/common';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from './locale';
import { withTexts } from './use-texts';

const pageIn = (locale: 'en' | 'fr') => render(<LocaleProvider initial={locale}>page</LocaleProvider>);

afterEach(() => pageIn('en'));

describe('withTexts: a dialog opened by a function, in the page’s language', () => {
  it('runs at once in English', () => {
    pageIn('en');
    let title: string | undefined;
    withTexts(shellTexts, (t) => (title = t('nav.home')));
    expect(title).toBe('Home');
  });

  it('waits for the namespace of a page in French, then runs in French', async () => {
    pageIn('fr');
    const title = await new Promise<string>((resolve) => withTexts(shellTexts, (t) => resolve(t('nav.home'))));
    expect(title).toBe('Accueil');
  });
});
