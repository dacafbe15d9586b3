import { Box, Burger, Container, Drawer, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { NavItems } from './nav-items';
import classes from './navbar.module.css';

export type NavbarVariant = 'light' | 'dark';

/**
 * The navigation bar (docs/product/screens-and-navigation.md#navigation-bar). On small screens the links move into a
 * drawer behind a burger button; the drawer always uses the light look.
 */
export function Navbar({ variant }: { variant: NavbarVariant }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header} data-variant={variant}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to={paths.home.href()} className={classes.brand}>
            <IconCar size={28} aria-hidden />
            Wayfare
          </Link>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
            <NavItems />
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            color={variant === 'dark' ? 'white' : undefined}
            aria-label={opened ? 'Close navigation' : 'Open navigation'}
          />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Wayfare" hiddenFrom="md" size="xs" position="right">
        <nav aria-label="Main">
          <NavItems vertical onNavigate={close} />
        </nav>
      </Drawer>
    </Box>
  );
}
