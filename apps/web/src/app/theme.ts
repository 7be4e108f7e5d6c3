import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults, with the shades that reach WCAG AA contrast on white: primary blue 8 for
 * links and filled buttons, gray 7 for dimmed text, darker text on light variants. Close buttons get
 * names for screen readers.
 * Plain objects rather than `Modal.extend(...)`, so the entry chunk does not carry those components.
 */
export const theme = createTheme({
  primaryShade: { light: 8, dark: 8 },
  components: {
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close panel' } },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Text of light badges, alerts and subtle buttons: shade 9 of these colours is under 4.5:1 on shade 1.
    '--mantine-color-red-light-color': '#c02828',
    '--mantine-color-orange-light-color': '#b63c0c',
    '--mantine-color-yellow-light-color': '#a55500',
    '--mantine-color-lime-light-color': '#49760a',
    '--mantine-color-green-light-color': '#247635',
    '--mantine-color-teal-light-color': '#077755',
    '--mantine-color-cyan-light-color': '#0a6f82',
  },
  dark: {},
});
