import { render as rtlRender, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { testPlatform } from '../test/render';
import { App } from './App';
import { APP_READY_ATTRIBUTE } from './app-ready';

describe('App', () => {
  it('marks the document ready once mounted, and unmarks it when unmounted (kiosk idle reset)', async () => {
    const html = document.documentElement;
    expect(html.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
    const router = createMemoryRouter([{ path: '/', element: <h1>Ready page</h1> }]);
    const { unmount } = rtlRender(<App platform={testPlatform()} router={router} />);
    expect(await screen.findByRole('heading', { name: 'Ready page' })).toBeTruthy();
    expect(html.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
    unmount();
    expect(html.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
  });
});
