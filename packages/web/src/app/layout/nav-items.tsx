import { Stack, UnstyledButton } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { shellTexts } from '@wayfare/common';
import { paths } from '../../config/paths';
import { useAskForHelp } from '../../features/support/components/use-ask-for-help';
import { useReturnTo } from '../../lib/return-to';
import { useTexts } from '../../lib/i18n/use-texts';
import { hasRole, isLoggedIn, useSession } from '../../lib/session';
import classes from './navbar.module.css';

// Admin tools (their menu, icons, the prepared search and the create-city flow) are downloaded only for admins.
const AdminMenu = lazy(async () => ({ default: (await import('./admin-menu')).AdminMenu }));
const AdminDrawerSection = lazy(async () => ({ default: (await import('./admin-menu')).AdminDrawerSection }));

interface NavItemsProps {
  /** The mobile drawer stacks the items and closes itself after a choice. */
  vertical?: boolean;
  onNavigate?: () => void;
}

function Item({ to, children, onNavigate }: { to: string; children: ReactNode; onNavigate?: () => void }) {
  return (
    // `end` so "Home" is current only on / itself; NavLink sets aria-current="page".
    <NavLink to={to} end className={classes.link} onClick={onNavigate}>
      {children}
    </NavLink>
  );
}

/**
 * The navbar links for the current visitor (docs/product/screens-and-navigation.md#navigation-bar): everyone, guests,
 * logged-in users, admins.
 */
export function NavItems({ vertical, onNavigate }: NavItemsProps) {
  const t = useTexts(shellTexts);
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const isAdmin = hasRole(session, 'ADMIN');
  const { ask } = useAskForHelp();
  // Logging in or registering comes back to this page (docs/product/accounts-and-roles.md#coming-back).
  const returnTo = useReturnTo();

  const items = (
    <>
      <Item to={paths.home.href()} onNavigate={onNavigate}>
        {t('nav.home')}
      </Item>
      <Item to={paths.discountPlans.href()} onNavigate={onNavigate}>
        {t('nav.discountPlans')}
      </Item>
      {loggedIn && (
        <>
          <Item to={paths.allAuctions.href()} onNavigate={onNavigate}>
            {t('nav.allAuctions')}
          </Item>
          <Item to={paths.myProfile.href()} onNavigate={onNavigate}>
            {t('nav.myProfile')}
          </Item>
        </>
      )}
      {isAdmin && (
        <Suspense fallback={null}>
          {vertical ? <AdminDrawerSection onNavigate={() => onNavigate?.()} /> : <AdminMenu />}
        </Suspense>
      )}
      {loggedIn && (
        <UnstyledButton
          className={classes.link}
          onClick={() => {
            onNavigate?.();
            void ask();
          }}
        >
          <span className={classes.linkInner}>
            <IconHelpCircle size={16} aria-hidden />
            {t('nav.askForHelp')}
          </span>
        </UnstyledButton>
      )}
      {loggedIn ? (
        <Item to={paths.logout.href()} onNavigate={onNavigate}>
          {t('nav.logout')}
        </Item>
      ) : (
        <>
          <Item to={paths.login.href({ returnTo })} onNavigate={onNavigate}>
            {t('nav.login')}
          </Item>
          <Item to={paths.register.href({ returnTo })} onNavigate={onNavigate}>
            {t('nav.register')}
          </Item>
        </>
      )}
    </>
  );

  return vertical ? <Stack gap={4}>{items}</Stack> : items;
}
