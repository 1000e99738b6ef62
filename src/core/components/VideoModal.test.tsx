import { fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, testPlatform } from '../test/render';
import { shippedVideos } from './demo-videos';
import { VideoButton } from './VideoModal';

const VideoFrame = lazy(() => import('./VideoFrame'));
const PRESENTATION_URL = 'https://www.youtube-nocookie.com/embed/isa-product-tour';

afterEach(() => vi.unstubAllGlobals());

describe('VideoButton', () => {
  it('plays the recording the site ships, with captions, even offline, and gives focus back on close', async () => {
    const probe = vi.fn();
    vi.stubGlobal('fetch', probe);
    render(<VideoButton video="candidate" label="Candidate Experience" />, testPlatform({ isOnline: () => false }));
    const button = screen.getByRole('button', { name: 'Candidate Experience' });
    button.focus();
    fireEvent.click(button);
    const video = await screen.findByLabelText('Candidate Experience', { selector: 'video' });
    expect(video.querySelector('source')).toHaveAttribute('src', shippedVideos.candidate.src);
    expect(video.querySelector('track')).toHaveAttribute('src', shippedVideos.candidate.captions);
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(screen.queryByText('This video needs an internet connection.')).toBeNull();
    expect(probe).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close video' }));
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('VideoFrame on a presentation service', () => {
  const frame = (platform = testPlatform()) =>
    render(
      <Suspense fallback={null}>
        <VideoFrame video="product" title="Watch Video" url={PRESENTATION_URL} />
      </Suspense>,
      platform,
    );

  it('embeds the video when its host answers', async () => {
    const probe = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    frame();
    expect(await screen.findByTitle('Watch Video')).toHaveAttribute('src', PRESENTATION_URL);
    expect(probe).toHaveBeenCalledWith(PRESENTATION_URL, expect.objectContaining({ mode: 'no-cors' }));
  });

  it('explains, with a link to the video, when the host cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    frame();
    expect(await screen.findByText('The video cannot be played right now.')).toBeInTheDocument();
    expect(screen.queryByTitle('Watch Video')).toBeNull();
    expect(screen.getByRole('link', { name: 'open the video in a new tab' })).toHaveAttribute('href', PRESENTATION_URL);
  });

  it('says an internet connection is needed when offline', async () => {
    vi.stubGlobal('fetch', vi.fn());
    frame(testPlatform({ isOnline: () => false }));
    expect(await screen.findByText('This video needs an internet connection.')).toBeInTheDocument();
  });
});
