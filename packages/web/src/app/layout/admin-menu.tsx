import { Menu, NavLink as MantineNavLink, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconTool } from '@tabler/icons-react';
import { adminTexts } from '@wayfare/common';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/use-texts';
import { useAdminItems } from './admin-items';
import classes from './navbar.module.css';

/** "Admin tools" as a dropdown on the bar (Mantine Menu: keyboard and screen-reader ready). */
export function AdminMenu() {
  const t = useTexts(adminTexts);
  const items = useAdminItems();
  return (
    // No focus placeholder: Mantine's is a focusable role="presentation" div inside role="menu", which axe reports
    // (a menu may own menu items only); the first item takes the focus instead.
    <Menu position="bottom-end" shadow="md" width={240} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.link}>
          <span className={classes.linkInner}>
            <IconTool size={16} aria-hidden />
            {t('menu.title')}
            <IconChevronDown size={14} aria-hidden />
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map(({ label, icon: Icon, ...target }) =>
          'to' in target ? (
            <Menu.Item key={label} component={Link} to={target.to} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Menu.Item>
          ) : (
            <Menu.Item key={label} onClick={target.action} leftSection={<Icon size={16} aria-hidden />}>
              {label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** "Admin tools" as a collapsible section of the mobile drawer. */
export function AdminDrawerSection({ onNavigate }: { onNavigate: () => void }) {
  const t = useTexts(adminTexts);
  const items = useAdminItems();
  return (
    <MantineNavLink
      component="button"
      label={t('menu.title')}
      leftSection={<IconTool size={18} aria-hidden />}
      childrenOffset="md"
    >
      {items.map(({ label, icon: Icon, ...target }) =>
        'to' in target ? (
          <MantineNavLink
            key={label}
            component={Link}
            to={target.to}
            label={label}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={onNavigate}
          />
        ) : (
          <MantineNavLink
            key={label}
            component="button"
            label={label}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => {
              onNavigate();
              target.action();
            }}
          />
        ),
      )}
    </MantineNavLink>
  );
}
