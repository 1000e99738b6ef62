import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Layout } from '../app/Layout';
import { siteConfig } from '../../content/site';
import { renderRoutes, testPlatform } from '../test/render';

const routes = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <h1>Home page</h1> },
      { path: 'blog', element: <h1>Blog page</h1> },
    ],
  },
];

describe('Header', () => {
  it('links Get Started and Demo ISA to the configured sites in new tabs', () => {
    renderRoutes(routes, '/');
    const banner = screen.getByRole('banner');
    const getStarted = within(banner).getAllByRole('link', { name: 'Get Started' })[0]!;
    expect(getStarted).toHaveAttribute('href', siteConfig.getStartedUrl);
    expect(getStarted).toHaveAttribute('target', '_blank');
    expect(within(banner).getAllByRole('link', { name: 'Demo ISA' })[0]).toHaveAttribute('href', siteConfig.bookingUrl);
  });

  it('hands outside links to the platform when it shows QR codes instead of tabs', async () => {
    const opened: string[] = [];
    renderRoutes(routes, '/', testPlatform({ externalLinkMode: 'qr-code', openExternal: (url) => opened.push(url) }));
    await userEvent.click(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Demo ISA' })[0]!);
    expect(opened).toEqual([siteConfig.bookingUrl]);
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const { location } = renderRoutes(routes, '/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Blog' }));
    expect(location().pathname).toBe('/blog');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
