import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { siteConfig } from '../content/site';
import { Button, type ButtonVariant } from './Button';

export type DemoVideo = keyof typeof siteConfig.videos;

// The modal machinery loads on the first click, keeping it out of the pages' first load.
const VideoDialog = lazy(() => import('./VideoDialog'));

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
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  // Mantine's returnFocus remembers the focused element only when an already mounted modal opens, which the
  // lazily loaded dialog is not on its first use: give focus back to the button here.
  const closeAndRefocus = () => {
    close();
    opener.current?.focus();
  };
  return (
    <>
      <Button
        variant={variant}
        size="large"
        onClick={(event: MouseEvent<HTMLElement>) => {
          opener.current = event.currentTarget;
          setUsed(true);
          open();
        }}
        aria-haspopup="dialog"
        leftSection={icon ?? <PlayIcon />}
      >
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <VideoDialog opened={opened} onClose={closeAndRefocus} url={siteConfig.videos[video]} title={label} />
        </Suspense>
      )}
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
