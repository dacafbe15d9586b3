import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core';

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
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // By name rather than Modal.extend, so that the theme does not pull the dialogs into the first download. The close
    // button's name is the page's language's: app/localized-theme.tsx.
    Modal: { defaultProps: { centered: true } },
  },
});

/**
 * Palettes whose shade 9 is still under 4.5:1 as white-on-colour (filled buttons and badges) or as colour-on-shade-1
 * (light badges and buttons), and how much darker they get for both to reach 4.8:1 (WCAG AA; axe found the green
 * Claim button and the orange Report button). Indigo, blue, grape, violet, pink and gray already pass.
 */
const DARKEN_FOR_CONTRAST = {
  red: 0.04,
  green: 0.14,
  yellow: 0.3,
  orange: 0.16,
  teal: 0.08,
  cyan: 0.02,
  lime: 0.2,
} as const;

/** Mantine's light-scheme dimmed, error, link, placeholder and signal colours are below 4.5:1; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
    // Shown as real text by FileInput and Select buttons: 4.7:1 on white (gray 6 is 3.3:1).
    '--mantine-color-placeholder': '#6c757d',
    ...Object.fromEntries(
      Object.entries(DARKEN_FOR_CONTRAST).flatMap(([name, amount]) => {
        const shade9 = mantineTheme.colors[name]?.[9];
        if (!shade9) return [];
        const strong = darken(shade9, amount);
        return [
          [`--mantine-color-${name}-filled`, strong],
          [`--mantine-color-${name}-filled-hover`, darken(shade9, amount + 0.1)],
          [`--mantine-color-${name}-light-color`, strong],
          [`--mantine-color-${name}-outline`, strong],
        ];
      }),
    ),
  },
  dark: {},
});
