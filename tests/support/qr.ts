import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Reads the QR code an <img> shows, as a phone would: the browser draws the image onto a canvas (with a
 * quiet zone), hands back its pixels, and jsQR decodes them. Throws when no code can be read.
 */
export async function decodeQrImage(image: Locator): Promise<string> {
  const pixels = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(element, 40, 40, size - 80, size - 80);
    return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  if (!code) throw new Error('No QR code could be read from the image.');
  return code.data;
}
