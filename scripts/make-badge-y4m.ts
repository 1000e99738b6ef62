/**
 * Writes a Y4M video (YUV 4:2:0, 640x480) of a conference badge's QR code, for Chromium's fake camera
 * (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=FILE.y4m`) in the badge-scan tests.
 *
 *   npx tsx scripts/make-badge-y4m.ts OUT.y4m "BEGIN:VCARD…"
 */
import fs from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
/** Video-range luma: 16 is black, 235 white; chroma 128 is grey (no colour). */
const BLACK = 16;
const WHITE = 235;

/** One frame's planes: the code centred on a white card, each module a square of pixels. */
export function badgeFrame(text: string): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor(Math.min(WIDTH, HEIGHT) / (count + quiet * 2));
  const side = count * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        luma.fill(
          BLACK,
          (top + row * scale + y) * WIDTH + left + col * scale,
          (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
        );
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([luma, chroma]);
}

/** Writes `frames` identical frames of the badge (Chromium loops the file). */
export function writeBadgeY4m(file: string, text: string, frames = 5): void {
  const frame = badgeFrame(text);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < frames; i++) parts.push(Buffer.from('FRAME\n'), frame);
  fs.writeFileSync(file, Buffer.concat(parts));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, text] = process.argv.slice(2);
  if (!file || !text) {
    console.error('Usage: tsx scripts/make-badge-y4m.ts OUT.y4m "badge text"');
    process.exit(1);
  }
  writeBadgeY4m(file, text);
  console.log(`Wrote ${file}`);
}
