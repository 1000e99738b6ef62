import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { boothCopy } from '../../../content/booth';
import { parseBadge, type BadgeContact } from '../../../shared/badge';
import type { CameraAccess } from '../../platform/platform';
import { Button } from '../Button';

const copy = boothCopy.scan;
/** Frames are read at this width (a badge fills much of the picture; smaller is faster to decode). */
const SCAN_WIDTH = 640;
const SCAN_EVERY_MS = 150;

/** The message for a camera that could not be opened, from the DOMException getUserMedia threw. */
export function cameraProblem(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return copy.refused;
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return copy.noCamera;
  }
  return copy.failed;
}

/**
 * The camera view that reads a badge's QR code (jsQR, on the device: no network needed) and hands the
 * contact details back. The camera is released as soon as a code is read, the dialog closes or fails.
 */
export function BadgeScanner({
  camera,
  opened,
  onClose,
  onContact,
  onProblem,
}: {
  camera: CameraAccess;
  opened: boolean;
  onClose: () => void;
  onContact: (contact: BadgeContact) => void;
  onProblem: (message: string) => void;
}) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [live, setLive] = useState(false);
  const callbacks = useRef({ onClose, onContact, onProblem });
  useEffect(() => {
    callbacks.current = { onClose, onContact, onProblem };
  });

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      camera.close(stream);
      stream = null;
    };

    void (async () => {
      try {
        const [opening, { default: jsQR }] = await Promise.all([camera.open(), import('jsqr')]);
        stream = opening;
        if (stopped) return stop();
        const element = video.current!;
        element.srcObject = stream;
        await element.play();
        setLive(true);
        const scan = () => {
          if (stopped) return;
          if (context && element.videoWidth > 0) {
            canvas.width = SCAN_WIDTH;
            canvas.height = Math.round((element.videoHeight / element.videoWidth) * SCAN_WIDTH);
            context.drawImage(element, 0, 0, canvas.width, canvas.height);
            const frame = context.getImageData(0, 0, canvas.width, canvas.height);
            const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' });
            if (code?.data) {
              const contact = parseBadge(code.data);
              if (contact) {
                stop();
                callbacks.current.onContact(contact);
                return;
              }
              setUnreadable(true);
            }
          }
          timer = setTimeout(scan, SCAN_EVERY_MS);
        };
        scan();
      } catch (error) {
        stop();
        callbacks.current.onProblem(cameraProblem(error));
      }
    })();
    return () => {
      stop();
      setLive(false);
      setUnreadable(false);
    };
  }, [opened, camera]);

  return (
    <Modal opened={opened} onClose={onClose} title={copy.title} centered size="lg" zIndex={1000}>
      <Stack gap="md">
        <Text size="lg">{copy.instructions}</Text>
        {!live && <Text c="dimmed">{copy.starting}</Text>}
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera view"
          style={{ width: '100%', borderRadius: 12, background: '#000', display: live ? 'block' : 'none' }}
        />
        {unreadable && (
          <Alert color="yellow" role="status">
            {copy.unreadable}
          </Alert>
        )}
        <Button variant="outline" size="large" onClick={onClose}>
          {copy.cancel}
        </Button>
      </Stack>
    </Modal>
  );
}

export default BadgeScanner;
