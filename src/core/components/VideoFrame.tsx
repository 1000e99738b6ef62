import { AspectRatio, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { usePlatform } from '../platform/context';
import { siteConfig } from '../../content/site';
import { ExternalLink } from './ExternalLink';
import { shippedVideos } from './demo-videos';
import type { DemoVideo } from './VideoModal';

// An iframe reports no error for a failed load, so a video that has not loaded by then gets the fallback text.
const LOAD_TIMEOUT_MS = 10_000;

/**
 * Whether the video host answers. A frame's load event fires for an error page too, so a light HEAD request
 * (no cookies, no referrer; the response stays opaque) tells a host that cannot be reached from one that can.
 */
function useHostReachable(url: string, enabled: boolean): boolean {
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch(url, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: controller.signal,
    }).then(
      () => setReachable(true),
      () => {
        if (!controller.signal.aborted) setReachable(false);
      },
    );
    return () => controller.abort();
  }, [url, enabled]);
  return reachable;
}

/** The message shown instead of the video, with a way to watch it elsewhere. */
function VideoUnavailable({ heading, hint }: { heading: string; hint: ReactNode }) {
  return (
    <Stack gap="xs" p="lg" ta="center" role="status">
      <Text fw={700}>{heading}</Text>
      <Text c="dimmed">{hint}</Text>
    </Stack>
  );
}

/** A recording the site ships, with captions: plays without a connection. */
function ShippedVideoPlayer({ video, title }: { video: DemoVideo; title: string }) {
  const { src, captions } = shippedVideos[video];
  return (
    <AspectRatio ratio={16 / 9}>
      <video controls autoPlay muted playsInline preload="metadata" aria-label={title} style={{ width: '100%' }}>
        <source src={src} type="video/webm" />
        <track kind="captions" src={captions} srcLang="en" label="English" default />
      </video>
    </AspectRatio>
  );
}

/**
 * The demo video: the recording the site ships, or, when a VITE_SITE_VIDEO_* setting points at a
 * presentation service (`url`), that service's player in a frame.
 */
export default function VideoFrame({
  video,
  title,
  url = siteConfig.videos[video],
}: {
  video: DemoVideo;
  title: string;
  url?: string;
}) {
  return url ? <EmbeddedVideo url={url} title={title} /> : <ShippedVideoPlayer video={video} title={title} />;
}

/** The embedded video, or a friendly message when it cannot load (offline, e.g. in the kiosk, or too slow). */
function EmbeddedVideo({ url, title }: { url: string; title: string }) {
  const platform = usePlatform();
  const [online, setOnline] = useState(() => platform.isOnline());
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  const reachable = useHostReachable(url, online);
  useEffect(() => platform.onOnlineChange(setOnline), [platform]);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!online) {
    return (
      <VideoUnavailable
        heading="This video needs an internet connection."
        hint="Connect to the internet and try again, or ask a member of our team for a live demo."
      />
    );
  }
  if (!reachable) {
    return (
      <VideoUnavailable
        heading="The video cannot be played right now."
        hint={
          <>
            Our video service did not answer. Try again in a moment, or{' '}
            <ExternalLink href={url}>open the video in a new tab</ExternalLink>.
          </>
        }
      />
    );
  }
  return (
    <Stack gap="xs">
      <AspectRatio ratio={16 / 9}>
        <iframe
          src={url}
          title={title}
          style={{ border: 0, width: '100%', height: '100%' }}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          onLoad={() => setLoaded(true)}
        />
      </AspectRatio>
      {slow && !loaded && (
        <Text size="sm" c="dimmed" role="status">
          The video is taking a while to load. You can also <ExternalLink href={url}>open it in a new tab</ExternalLink>
          .
        </Text>
      )}
    </Stack>
  );
}
