import {
  localStorageColorSchemeManager,
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_KEY, theme } from './theme';
import './theme-variables.css';

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
const getRootElement = () => document.documentElement;

/**
 * Mantine's provider (theme, colour scheme kept under COLOR_SCHEME_KEY, 'auto' by default) without its
 * run-time CSS: the theme's CSS variables and responsive classes that MantineProvider would compute in the
 * browser on every page (about 4 kB gzip of code) are the same for every page, so they ship as a style
 * sheet, theme-variables.css, written from this theme by theme.test.tsx (`npx vitest run src/core/app/theme.test.tsx -u`).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme: 'auto',
    manager: colorSchemeManager,
    getRootElement,
    forceColorScheme: undefined,
  });
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement,
        classNamesPrefix: 'mantine',
        cssVariablesSelector: ':root',
        withStaticClasses: true,
        deduplicateInlineStyles: false,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
