// The Mantine theme both consoles share.
import { createTheme, Loader, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 9: white on the filled colour and the light variants' text reach WCAG AA contrast (4.5:1); 6 gives 3.5:1.
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'md',
  // Users who ask their system for reduced motion get no animated transitions.
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  components: {
    // A loader is a bare span: its aria-label is only announced (and allowed, says axe) on an element with a role.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

/** Mantine's light dimmed text (gray 6) and error text (red 6) fall short of WCAG AA on white; 7 and 9 reach it. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
