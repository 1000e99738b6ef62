import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron } from '@playwright/test';
import { hashPin } from '../../../src/main/pin-hash.ts';
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

  test('captures a lead through the outbox and shows outside links as QR codes', async () => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-kiosk-'));
    fs.writeFileSync(
      path.join(userData, 'kiosk-config.json'),
      JSON.stringify({
        apiUrl: process.env.E2E_WEB_URL,
        eventName: 'E2E Expo',
        staffPinHash: await hashPin('2468'),
        kiosk: false,
      }),
    );
    const app = await electron.launch({
      executablePath: binary.path,
      args: ['.', `--user-data-dir=${userData}`, '--no-sandbox'],
    });
    try {
      const appWindow = await app.firstWindow();
      await appWindow.evaluate(() => {
        window.location.hash = '#/hire-isa';
      });
      const email = `electron-${Date.now()}@example.com`;
      await appWindow.getByRole('textbox', { name: /First Name/ }).fill('Electron');
      await appWindow.getByRole('textbox', { name: /Last Name/ }).fill('Visitor');
      await appWindow.getByRole('textbox', { name: /^Email/ }).fill(email);
      await appWindow.getByRole('button', { name: 'Submit' }).click();
      const dialog = appWindow.getByRole('dialog', { name: "You're all set" });
      await dialog.getByRole('link', { name: 'Open Job Import Wizard' }).click();
      await expect(appWindow.getByRole('img', { name: /^QR code for https:/ })).toBeVisible();
      expect(app.windows()).toHaveLength(1);
      await expect(appWindow.getByTestId('sync-status')).toHaveText('All leads synced', { timeout: 20_000 });

      const res = await fetch(`${process.env.E2E_WEB_URL}/api/admin/leads`, {
        headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
      });
      const leads = ((await res.json()) as Array<{ email: string; source: string; event: string }>).filter(
        (lead) => lead.email === email,
      );
      expect(leads).toEqual([expect.objectContaining({ source: 'Conference', event: 'E2E Expo' })]);
    } finally {
      await app.close();
      fs.rmSync(userData, { recursive: true, force: true });
    }
  });
});
