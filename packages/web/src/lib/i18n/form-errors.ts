import { translateEnglish } from './catalogue';
import { currentLocale } from './locale';

type Resolver = (values: never) => Record<string, unknown>;

/**
 * A form resolver whose messages are in the page's language: the schemas in common keep one English sentence per rule
 * (the API answers with the same one), and a form shows its translation. The form's component loads the namespace
 * that holds those sentences (`useTexts`), as it does for its labels.
 */
export function inPageLanguage<Resolve extends Resolver>(resolver: Resolve): Resolve {
  // The resolver's own type comes back (a form library's error type, not a plain record), so the form takes it as is.
  return ((values: Parameters<Resolve>[0]) => {
    const errors = resolver(values);
    const locale = currentLocale();
    for (const [field, error] of Object.entries(errors))
      if (typeof error === 'string') errors[field] = translateEnglish(locale, error);
    return errors;
  }) as Resolve;
}
