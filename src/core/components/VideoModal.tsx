import { AspectRatio, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState, type ReactNode } from 'react';
import { siteConfig } from '../content/site';
import { usePlatform } from '../platform/context';
import { Button, type ButtonVariant } from './Button';
import { ExternalLink } from './ExternalLink';

export type DemoVideo = keyof typeof siteConfig.videos;

// An iframe reports no error for a failed load, so a video that has not loaded by then gets the fallback text.
const LOAD_TIMEOUT_MS = 10_000;

/** The embedded video, or a friendly message when it cannot load (offline, e.g. in the kiosk, or too slow). */
function VideoFrame({ url, title }: { url: string; title: string }) {
  const platform = usePlatform();
  const [online, setOnline] = useState(() => platform.isOnline());
  const [loaded, setLoaded] = useState(false);
  const [slow, setSlow] = useState(false);
  useEffect(() => platform.onOnlineChange(setOnline), [platform]);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!online) {
    return (
      <Stack gap="xs" p="lg" ta="center" role="status">
        <Text fw={700}>This video needs an internet connection.</Text>
        <Text c="dimmed">Connect to the internet and try again, or ask a member of our team for a live demo.</Text>
      </Stack>
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

/** A button that opens an accessible modal with a demo video; focus is trapped inside and restored on close. */
export function VideoButton({
  video,
  label,
  variant = 'outline',
  icon,
}: {
  video: DemoVideo;
  label: string;
  variant?: ButtonVariant;
  icon?: ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant={variant} size="large" onClick={open} aria-haspopup="dialog" leftSection={icon ?? <PlayIcon />}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={label}
        size="xl"
        centered
        trapFocus
        returnFocus
        closeButtonProps={{ 'aria-label': 'Close video' }}
      >
        {opened && <VideoFrame url={siteConfig.videos[video]} title={label} />}
      </Modal>
    </>
  );
}

function PlayIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}
