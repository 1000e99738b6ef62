import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { siteConfig } from '../../content/site';
import { Button, type ButtonVariant } from './Button';
import { LazyModal } from './LazyModal';

export type DemoVideo = keyof typeof siteConfig.videos;

// The player and its fallbacks load on the first click, keeping them out of the pages' first load.
const VideoFrame = lazy(() => import('./VideoFrame'));

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
      <LazyModal
        opened={opened}
        onClose={close}
        title={label}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Close video' }}
      >
        {opened && (
          <Suspense fallback={null}>
            <VideoFrame url={siteConfig.videos[video]} title={label} />
          </Suspense>
        )}
      </LazyModal>
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
