import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import type { siteConfig } from '../../content/site';
import { Button, type ButtonVariant } from './Button';
import { LazyModal } from './LazyModal';

export type DemoVideo = keyof typeof siteConfig.videos;

// The player and its fallbacks load on the first click, keeping them out of the pages' first load.
const VideoFrame = lazy(() => import('./VideoFrame'));

/** The accessible modal that plays a demo video; focus is trapped inside and restored on close. */
export function VideoDialog({
  video,
  title,
  opened,
  onClose,
}: {
  video: DemoVideo;
  title: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close video' }}
    >
      {opened && (
        <Suspense fallback={null}>
          <VideoFrame video={video} title={title} />
        </Suspense>
      )}
    </LazyModal>
  );
}

/** A button that opens the demo video's modal. */
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
      <VideoDialog video={video} title={label} opened={opened} onClose={close} />
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
