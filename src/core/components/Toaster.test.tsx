import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { toast } from './toast';

describe('Toaster', () => {
  it('mounts the toast list with the first toast, which then shows', async () => {
    // AppProviders renders the Toaster.
    render(<p>Page</p>);
    // Long enough for a lazily loaded list to have mounted, had it been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => toast({ title: 'Promo code copied', variant: 'default' }));
    expect(await screen.findByText('Promo code copied')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
