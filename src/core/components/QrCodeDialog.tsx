import { Image, Modal, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Button } from './Button';

/** The SVG of a QR code for `url`, as a data URL an <img> can show under the CSP. */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A short, readable form of a link for under the code (no scheme, no trailing slash). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Offers a link to another site as a QR code, so a kiosk visitor continues on their phone. */
export function QrCodeDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const [image, setImage] = useState<{ url: string; src: string } | null>(null);

  useEffect(() => {
    if (!url) return;
    let current = true;
    qrCodeDataUrl(url).then(
      (src) => current && setImage({ url, src }),
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [url]);

  const src = image && image.url === url ? image.src : undefined;
  return (
    <Modal
      opened={url !== null}
      onClose={onClose}
      title="Continue on your phone"
      centered
      zIndex={1000}
      size="md"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack align="center" gap="md">
        <Text ta="center">Scan this code with your phone&apos;s camera to open the page there.</Text>
        {src ? (
          <Image src={src} alt={`QR code for ${url}`} w={260} h={260} data-testid="qr-code" />
        ) : (
          <Text c="dimmed">Preparing the code…</Text>
        )}
        {url && (
          <Text size="sm" c="dimmed" ta="center" style={{ wordBreak: 'break-all' }} data-testid="qr-url">
            {displayUrl(url)}
          </Text>
        )}
        <Button onClick={onClose}>Close</Button>
      </Stack>
    </Modal>
  );
}
