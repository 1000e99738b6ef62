import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, net, protocol, session } from 'electron';
import { contentSecurityPolicy } from '../shared/csp.ts';
import { embeddedVideoOrigins } from '../content/site.ts';
import { publicKioskConfig, type KioskConfig } from '../shared/kiosk-config.ts';
import { KIOSK_CONFIG_FILE, resolveKioskConfig } from './config.ts';
import { validateExportRequest } from './export.ts';
import { createPinGuard } from './pin-guard.ts';
import { createCameraGate, permissionDecision } from './permissions.ts';
import { APP_ORIGIN, APP_SCHEME, isAppUrl, navigationDecision, rendererPathFor } from './url-policy.ts';
import { kioskWindowOptions } from './window-options.ts';

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
]);
app.enableSandbox();

const rendererDir = path.join(__dirname, '../renderer');
let mainWindow: BrowserWindow | undefined;

async function loadConfig(): Promise<KioskConfig> {
  const file = path.join(app.getPath('userData'), KIOSK_CONFIG_FILE);
  const text = await fs.readFile(file, 'utf8').catch(() => undefined);
  return resolveKioskConfig(text, process.argv.slice(1));
}

function serveRenderer(config: KioskConfig) {
  const csp = contentSecurityPolicy(embeddedVideoOrigins(), [new URL(config.apiUrl).origin]);
  protocol.handle(APP_SCHEME, async (request) => {
    const relative = rendererPathFor(request.url);
    if (!relative) return new Response('Not found', { status: 404 });
    const file = path.join(rendererDir, relative);
    if (!file.startsWith(rendererDir + path.sep)) return new Response('Not found', { status: 404 });
    const response = await net.fetch(pathToFileURL(file).toString());
    const headers = new Headers(response.headers);
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}

/** Saves the renderer's unsynced leads where staff choose; false when they cancel. */
async function exportLeads(name: unknown, csv: unknown): Promise<boolean> {
  const request = validateExportRequest(name, csv);
  const options = {
    title: 'Export unsynced leads',
    defaultPath: path.join(app.getPath('documents'), request.name),
    filters: [{ name: 'CSV', extensions: ['csv'] }],
  };
  const choice = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
  if (choice.canceled || !choice.filePath) return false;
  // Personal data: readable by the staff account only.
  await fs.writeFile(choice.filePath, request.csv, { mode: 0o600 });
  return true;
}

function createWindow(config: KioskConfig) {
  const window = new BrowserWindow(kioskWindowOptions(config, path.join(__dirname, '../preload/index.cjs')));
  window.once('ready-to-show', () => window.show());
  // A crashed renderer must not leave a booth showing a dead screen.
  window.webContents.on('render-process-gone', () => window.reload());
  void window.loadURL(`${APP_ORIGIN}/index.html`);
  mainWindow = window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow?.isMinimized()) mainWindow.restore();
    mainWindow?.focus();
  });

  app.on('web-contents-created', (_event, contents) => {
    // The kiosk never opens windows or the system browser: outside links are offered as QR codes.
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event, url) => {
      if (navigationDecision(url) === 'deny') event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (navigationDecision(url) === 'deny') event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  app
    .whenReady()
    .then(async () => {
      const config = await loadConfig();
      // Every permission denied, except the camera for the app's own page while a badge scan runs.
      const camera = createCameraGate();
      session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
        callback(
          permissionDecision(
            {
              permission,
              requestingUrl: details.requestingUrl,
              isMainFrame: details.isMainFrame,
              mediaTypes: 'mediaTypes' in details ? details.mediaTypes : [],
            },
            camera.isOpen(),
          ),
        ),
      );
      session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) =>
        permissionDecision(
          { permission, requestingUrl: requestingOrigin, isMainFrame: details.isMainFrame ?? false },
          camera.isOpen(),
        ),
      );
      ipcMain.handle('kiosk:camera-scanning', (event, active: unknown) => {
        // Only the app's own page may open the camera window.
        if (!event.senderFrame || !isAppUrl(event.senderFrame.url)) return;
        camera.set(active === true);
      });
      ipcMain.handle('kiosk:get-config', () => publicKioskConfig(config));
      const verifyPin = createPinGuard(config.staffPin);
      ipcMain.handle('kiosk:verify-pin', (_event, pin: unknown) => verifyPin(pin));
      ipcMain.handle('kiosk:export-leads', (_event, name: unknown, csv: unknown) => exportLeads(name, csv));
      serveRenderer(config);
      createWindow(config);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      app.exit(1);
    });

  app.on('window-all-closed', () => app.quit());
}
