import { type CSSVariablesResolver, createTheme, Modal } from '@mantine/core';

const CALENDAR_ARIA_LABELS = {
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

/**
 * Primary shades are picked for contrast (WCAG AA, the Lighthouse accessibility target): white
 * on indigo 7 is 5:1, whereas Mantine's default shade 6 of most palettes stays under 4.5:1.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  // Visitors who ask their system for less motion get dialogs and menus without transitions.
  respectReducedMotion: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Modal: Modal.extend({
      defaultProps: { centered: true, closeButtonProps: { 'aria-label': 'Close' } },
    }),
    // By name rather than DateInput.extend so the theme does not pull @mantine/dates into the
    // first download. Mantine leaves the calendar's arrow buttons without accessible names.
    DateInput: { defaultProps: { ariaLabels: CALENDAR_ARIA_LABELS } },
  },
});

/** Mantine's light-scheme dimmed, error and link colours are below 4.5:1 on white; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
