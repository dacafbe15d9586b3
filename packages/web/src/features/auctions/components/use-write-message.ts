import { valuesIn } from '@wayfare/common';
import { useCallback } from 'react';
import { message, translateEnglish } from '../../../lib/i18n/catalogue';
import { useLocale } from '../../../lib/i18n/locale';
import type { FieldMessage } from './auction-state';

/**
 * Writes a form's message in the page's language, as the API writes its errors: a text with its values (an amount
 * as the language writes money), or an English catalogue sentence of a request schema. The component has loaded the
 * auctions' texts (`useTexts(auctionsTexts)`), which hold both.
 */
export function useWriteMessage(): (field: FieldMessage) => string {
  const locale = useLocale();
  return useCallback(
    (field: FieldMessage) =>
      typeof field === 'string'
        ? translateEnglish(locale, field)
        : message(locale, field.namespace, field.key, valuesIn(field.values, locale)),
    [locale],
  );
}
