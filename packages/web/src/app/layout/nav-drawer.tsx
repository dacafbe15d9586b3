import { Box, Drawer } from '@mantine/core';
import { PRODUCT_NAME, shellTexts } from '@wayfare/common';
import { useTexts } from '../../lib/i18n/use-texts';
import { LanguageSelect } from './language-select';
import { NavItems } from './nav-items';

/** The phone's menu behind the burger: the links stacked, then the language switcher. */
export function NavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(shellTexts);
  return (
    <Drawer opened={opened} onClose={onClose} title={PRODUCT_NAME} hiddenFrom="md" size="xs" position="right">
      <nav aria-label={t('nav.label')}>
        <NavItems vertical onNavigate={onClose} />
      </nav>
      <Box mt="md">
        <LanguageSelect variant="light" />
      </Box>
    </Drawer>
  );
}
