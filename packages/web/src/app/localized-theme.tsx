import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { shellTexts } from '@wayfare/common';
import { type ReactNode, useMemo } from 'react';
import { useTexts } from '../lib/i18n/use-texts';

/**
 * The words Mantine's components carry themselves, in the page's language: the close button of every dialog and
 * drawer. Added to the app's theme where the shell's texts are at hand (the page frame, the dialogs host), rather
 * than in app/theme.ts, which is made once for every language.
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const t = useTexts(shellTexts);
  const theme = useMemo<MantineThemeOverride>(() => {
    const closeButtonProps = { 'aria-label': t('dialog.close') };
    return {
      components: { Modal: { defaultProps: { closeButtonProps } }, Drawer: { defaultProps: { closeButtonProps } } },
    };
  }, [t]);
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
