import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme';

/** The first lines of theme-variables.css. */
export const THEME_CSS_HEADER =
  "/* The theme's CSS variables and responsive classes, as MantineProvider would write them at run time (see\n" +
  ' * ThemeProvider.tsx). Written by `npx vitest run src/core/app/theme.test.tsx -u`; do not edit. */\n';

/**
 * theme-variables.css as it should be: what MantineProvider renders for this theme into its
 * <style data-mantine-styles> elements (CSS variables, then the responsive classes).
 */
export function themeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }, null));
  const styles = [...html.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([\s\S]*?)<\/style>/g)];
  if (styles.length !== 2) throw new Error(`MantineProvider wrote ${styles.length} style elements, not 2.`);
  const css = styles.map((match) => match[1]!.replaceAll('&quot;', '"').replaceAll('&gt;', '>')).join('\n');
  return `${THEME_CSS_HEADER}${css}\n`;
}
