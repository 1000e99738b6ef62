import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** ISA violet: a brand scale whose 7th-9th shades keep 4.5:1 contrast on white for text and buttons. */
const brand: MantineColorsTuple = [
  '#f3efff',
  '#e2dafa',
  '#c1b1f0',
  '#9e86e7',
  '#8061df',
  '#6d4adb',
  '#6340da',
  '#5332c2',
  '#492bae',
  '#3d2399',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '750' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Tooltip: { defaultProps: { openDelay: 700, closeDelay: 0, withArrow: true } },
    TooltipGroup: { defaultProps: { openDelay: 700, closeDelay: 300 } },
    Modal: { defaultProps: { centered: true, returnFocus: true, trapFocus: true } },
  },
});

// Mantine's default "dimmed" grey is below 4.5:1 on white; these shades keep secondary text readable.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Mantine's red-6 error text is 3.3:1 on white; red-9 passes 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    // Links and error text in Mantine's dark defaults (brand-4, red-8) are below 4.5:1 on the dark body.
    '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});

/** Key under which the chosen colour scheme (light, dark or auto for system) is kept. */
export { COLOR_SCHEME_KEY } from '../../shared/theme-init';
