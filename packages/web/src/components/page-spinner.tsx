import { Center, Loader } from '@mantine/core';
import { DEFAULT_LOCALE, errorsTexts } from '@wayfare/common';
import { isLoaded, message } from '../lib/i18n/catalogue';
import { useLocale } from '../lib/i18n/locale';

/**
 * Shown while a page's code or first data loads. It never waits for texts itself (it is what shows while others
 * wait, the router's first fallback among them): its word comes from the errors namespace, which the frame loads
 * with every page (app-layout.tsx), in English until that has arrived.
 */
export function PageSpinner() {
  const locale = useLocale();
  const label = message(isLoaded(locale, errorsTexts) ? locale : DEFAULT_LOCALE, errorsTexts, 'page.loading');
  return (
    // The name is on the status element: ARIA allows no label on the loader's plain <span>.
    <Center mih={240} role="status" aria-live="polite" aria-label={label}>
      <Loader />
    </Center>
  );
}
