import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { Layout } from './Layout';
import { loadRoutePages, pageRoute, type PageModule } from './page-modules';

const page = (title: string, link?: { to: string; name: string }): PageModule => {
  const Component = () => (
    <>
      <h1>{title}</h1>
      {link && <Link to={link.to}>{link.name}</Link>}
    </>
  );
  return async () => ({ Component });
};

describe('lazily loaded pages', () => {
  it('render in the first pass once loadRoutePages has loaded the modules of the URL', async () => {
    const about = page('About page');
    const routes = [pageRoute(page('Home page'), { index: true }), pageRoute(about, { path: 'about' })];
    const modules = await loadRoutePages([{ path: '/', children: routes }], '/about');
    expect(modules).toEqual([expect.objectContaining({ Component: expect.any(Function) })]);
    renderRoutes([{ path: '/', children: routes }], '/about');
    // No waiting: what hydration needs to meet the prerendered markup.
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
  });

  it('show the error screen inside the frame when a page fails to load, and load it again on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const flaky: PageModule = async () => {
      attempts++;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return { Component: () => <h1>Flaky page</h1> };
    };
    const routes = [
      {
        path: '/',
        element: <Layout />,
        children: [
          pageRoute(page('Home page', { to: '/flaky', name: 'Open the flaky page' }), { index: true }),
          pageRoute(flaky, { path: 'flaky' }),
        ],
      },
    ];
    // The page suspends the first render: act waits for its load to settle.
    await act(async () => void renderRoutes(routes, '/flaky'));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    // Navigations wait (as transitions) for the next page to load: act waits with them.
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Return to Home' })));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Open the flaky page' })));
    expect(await screen.findByRole('heading', { name: 'Flaky page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    vi.restoreAllMocks();
  });
});
