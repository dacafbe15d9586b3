import { Box, Container, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { paths } from '../../config/paths';
import { OutbidAlerts } from '../../features/auctions/realtime/outbid-alerts';
import { PageDrawn } from '../../lib/page-drawn';
import { Navbar } from './navbar';
import classes from './navbar.module.css';

/**
 * The frame of every page: skip link, navbar (dark over the home hero), the page, a footer. The page's area is at
 * least a screen tall, so the footer always starts below the first screen: while a page shows its spinner the footer
 * is not on screen, to be pushed down when the page is drawn (a layout shift a phone sees on every logged-in page).
 */
export function AppLayout() {
  const isHome = useLocation().pathname === paths.home.path;
  return (
    <Box>
      <a href="#main" className={classes.skipLink}>
        Skip to main content
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
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Wayfare — car rental
          </Text>
        </Container>
      </Box>
      <ScrollRestoration />
      {/* A logged-in customer's outbid toasts, on every page (loaded once the page is idle). */}
      <OutbidAlerts />
    </Box>
  );
}
