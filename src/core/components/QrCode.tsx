import { Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { loadQrEncoder } from './deferred-ui';

/** The SVG of a QR code for `url`, as a data URL an <img> can show under the CSP. */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const { default: QRCode } = await loadQrEncoder();
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A short, readable form of a link for under the code (no scheme, no trailing slash). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** A QR code of `url` for a phone to scan (the kiosk's links to other sites, the booth's phone hand-off). */
export function QrCode({ url, size = 260 }: { url: string; size?: number }) {
  const [image, setImage] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    qrCodeDataUrl(url).then(
      (src) => current && setImage({ url, src }),
      () => current && setImage(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (!image || image.url !== url) return <Text c="dimmed">Preparing the code…</Text>;
  return (
    <Image
      src={image.src}
      alt={`QR code for ${url}`}
      w={size}
      h={size}
      data-testid="qr-code"
      bg="white"
      style={{ imageRendering: 'pixelated' }}
    />
  );
}
