import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../../content/site';
import { render, testPlatform } from '../test/render';
import { VideoButton } from './VideoModal';

afterEach(() => vi.unstubAllGlobals());

describe('VideoButton', () => {
  it('embeds the video when its host answers', async () => {
    const probe = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    render(<VideoButton video="product" label="Watch Video" />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch Video' }));
    const frame = await screen.findByTitle('Watch Video');
    expect(frame).toHaveAttribute('src', siteConfig.videos.product);
    expect(probe).toHaveBeenCalledWith(siteConfig.videos.product, expect.objectContaining({ mode: 'no-cors' }));
  });

  it('explains, with a link to the video, when the host cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<VideoButton video="product" label="Watch Video" />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch Video' }));
    expect(await screen.findByText('The video cannot be played right now.')).toBeInTheDocument();
    expect(screen.queryByTitle('Watch Video')).toBeNull();
    expect(screen.getByRole('link', { name: 'open the video in a new tab' })).toHaveAttribute(
      'href',
      siteConfig.videos.product,
    );
  });

  it('says an internet connection is needed when offline, and gives focus back on close', async () => {
    const probe = vi.fn();
    vi.stubGlobal('fetch', probe);
    render(<VideoButton video="candidate" label="Candidate Experience" />, testPlatform({ isOnline: () => false }));
    const button = screen.getByRole('button', { name: 'Candidate Experience' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('This video needs an internet connection.')).toBeInTheDocument();
    expect(probe).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(button).toHaveFocus());
  });
});
