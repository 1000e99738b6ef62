import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';

/** The Electron binary's path, or why there is none on this machine. */
function electronBinary(): { path?: string; reason?: string } {
  try {
    const binary = createRequire(import.meta.url)('electron') as unknown as string;
    return fs.existsSync(binary) ? { path: binary } : { reason: `no Electron binary at ${binary}` };
  } catch (err) {
    return { reason: `the Electron binary is not installed (${(err as Error).message.split('\n')[0]})` };
  }
}

test.describe('packaged kiosk app (Electron)', () => {
  const binary = electronBinary();
  test.skip(!binary.path, `Skipped: ${binary.reason}. The kiosk renderer is tested in Chromium instead.`);
  if (!binary.path) console.log(`[kiosk] Electron tests skipped: ${binary.reason}`);

  test('opens one sandboxed kiosk window that refuses new windows and outside navigation', async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-kiosk-'));
    fs.writeFileSync(
      path.join(userData, 'kiosk-config.json'),
      JSON.stringify({ apiUrl: process.env.E2E_WEB_URL, eventName: 'E2E Expo', kiosk: false }),
    );
    const app = await electron.launch({
      executablePath: binary.path,
      args: ['.', `--user-data-dir=${userData}`, '--no-sandbox'],
    });
    try {
      const appWindow = await app.firstWindow();
      await expect(appWindow.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await appWindow.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe(
        'undefined',
      );
      expect(await appWindow.evaluate(() => typeof (window as unknown as { isaKiosk?: unknown }).isaKiosk)).toBe(
        'object',
      );
      await appWindow.evaluate(() => window.open('https://example.com'));
      await appWindow.evaluate(() => {
        window.location.href = 'https://example.com';
      });
      await appWindow.waitForTimeout(500);
      expect(app.windows()).toHaveLength(1);
      expect(appWindow.url()).toMatch(/^app:\/\/isa\//);
    } finally {
      await app.close();
      fs.rmSync(userData, { recursive: true, force: true });
    }
  });
});
