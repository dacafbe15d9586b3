import { Box, Container, Group, Text } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { errorsTexts, shellTexts } from '@wayfare/common';
import { paths } from '../../config/paths';
import { OutbidAlerts } from '../../features/auctions/realtime/outbid-alerts';
import { loadNamespace } from '../../lib/i18n/catalogue';
import { useLocale } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/use-texts';
import { PageDrawn } from '../../lib/page-drawn';
import { LocalizedTheme } from '../localized-theme';
import { LanguageSelect } from './language-select';
import { Navbar } from './navbar';
import classes from './navbar.module.css';

/**
 * Where a page's scroll position is kept: each visit in the app has its own key, but every page opened by loading it
 * (a link from outside, a typed address, a reload) has the key "default", so a page opened that way came back at the
 * position of the last one opened that way. Those are kept by their address instead: a reload still comes back where
 * it was, and another page opens at its top.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * The frame of every page: skip link, navbar (dark over the home hero), the page, a footer. The page's area is at
 * least a screen tall, so the footer always starts below the first screen: while a page shows its spinner the footer
 * is not on screen, to be pushed down when the page is drawn (a layout shift a phone sees on every logged-in page).
 */
export function AppLayout() {
  // The frame's error words come with it: the spinner, the "Oops..." dialog and a failed call's sentence are then
  // in the page's language wherever they appear. Both namespaces are asked for at once, so that a German first view
  // waits for one round trip rather than two.
  const locale = useLocale();
  void loadNamespace(locale, errorsTexts).catch(() => undefined);
  const t = useTexts(shellTexts);
  useTexts(errorsTexts);
  const isHome = useLocation().pathname === paths.home.path;
  // The server wrote the title in the page's language; a switch in the browser rewrites it.
  useEffect(() => {
    document.title = t('head.title');
  }, [t]);
  return (
    <LocalizedTheme>
      <Box>
        <a href="#main" className={classes.skipLink}>
          {t('skipToMain')}
        </a>
        <Navbar variant={isHome ? 'dark' : 'light'} />
        <Box component="main" id="main" tabIndex={-1} mih="100vh" style={{ outline: 'none' }}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <PageDrawn />
          </Suspense>
        </Box>
        <Box component="footer" py="lg" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size="lg">
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {t('footer.copyright', { year: new Date().getFullYear() })}
              </Text>
              <LanguageSelect variant="light" />
            </Group>
          </Container>
        </Box>
        <ScrollRestoration getKey={scrollKey} />
        {/* A logged-in customer's outbid toasts, on every page (loaded once the page is idle). */}
        <OutbidAlerts />
      </Box>
    </LocalizedTheme>
  );
}
