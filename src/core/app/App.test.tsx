import { render as rtlRender, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../test/render';
import { App } from './App';
import { APP_READY_ATTRIBUTE } from './app-ready';

describe('App', () => {
  it('marks the document ready once mounted, and unmarks it when unmounted (kiosk idle reset)', async () => {
    const html = document.documentElement;
    expect(html.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
    const { unmount } = rtlRender(
      <MemoryRouter>
        <App platform={testPlatform()} routes={[{ path: '/', element: <h1>Ready page</h1> }]} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Ready page' })).toBeTruthy();
    expect(html.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
    unmount();
    expect(html.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
  });
});
