import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCar } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, shellTexts } from '@wayfare/common';
import { paths } from '../../config/paths';
import { useTexts } from '../../lib/i18n/use-texts';
import { LanguageSelect } from './language-select';
import { NavItems } from './nav-items';
import classes from './navbar.module.css';

// The phone menu's drawer (and the dialog machinery it brings) is not part of the first download: it loads once the
// page is idle, or at the first tap on the burger, whichever comes first.
const loadNavDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(async () => ({ default: (await loadNavDrawer()).NavDrawer }));

export type NavbarVariant = 'light' | 'dark';

/**
 * The navigation bar (docs/product/screens-and-navigation.md#navigation-bar). On small screens the links move into a
 * drawer behind a burger button; the drawer always uses the light look.
 */
export function Navbar({ variant }: { variant: NavbarVariant }) {
  const t = useTexts(shellTexts);
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    if (!window.matchMedia('(max-width: 61.99em)').matches) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void loadNavDrawer().then(() => setDrawerWanted(true)));
  }, []);
  return (
    <Box component="header" className={classes.header} data-variant={variant}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to={paths.home.href()} className={classes.brand}>
            <IconCar size={28} aria-hidden />
            {PRODUCT_NAME}
          </Link>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <Group component="nav" aria-label={t('nav.label')} gap={4} wrap="nowrap">
              <NavItems />
            </Group>
            <LanguageSelect variant={variant} />
          </Group>
          <Burger
            opened={opened}
            onClick={() => {
              setDrawerWanted(true);
              toggle();
            }}
            hiddenFrom="md"
            color={variant === 'dark' ? 'white' : undefined}
            aria-label={opened ? t('nav.close') : t('nav.open')}
          />
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  );
}
