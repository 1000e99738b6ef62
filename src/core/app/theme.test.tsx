import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css';

describe('theme-variables.css', () => {
  it('holds exactly what MantineProvider would compute in the browser for this theme (-u rewrites it)', async () => {
    const expected = themeCss();
    // The site's own choices are among them: the resolver's contrast fixes, the brand as primary colour.
    expect(expected).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(expected).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    await expect(expected).toMatchFileSnapshot('./theme-variables.css');
  });
});
