import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, session, type IpcMainInvokeEvent } from 'electron';
import { contentSecurityPolicy } from '../shared/csp.ts';
import { embeddedVideoOrigins } from '../content/site.ts';
import { publicKioskConfig, type KioskConfig } from '../shared/kiosk-config.ts';
import { sendLeadUpdate } from '../shared/lead-update-sender.ts';
import { KIOSK_IPC } from '../shared/kiosk-ipc.ts';
import { KIOSK_CONFIG_FILE, resolveKioskConfig } from './config.ts';
import { validateExportRequest } from './export.ts';
import { readFileIfExists, writeFileAtomic } from './files.ts';
import { isBlockedShortcut } from './input-policy.ts';
import { registerKioskIpc } from './ipc.ts';
import { isAppSender } from './ipc-sender.ts';
import { safeStorageKeyring } from './keyring.ts';
import { createPinGuard } from './pin-guard.ts';
import { createCameraGate, permissionDecision } from './permissions.ts';
import { openSealedStore, type SealedStore } from './sealed-store.ts';
import { APP_ORIGIN, APP_SCHEME, navigationDecision, rendererPathFor } from './url-policy.ts';
import { kioskWindowOptions } from './window-options.ts';

protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true, stream: true },
  },
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

/** The request came from the kiosk window's own page (not an embedded frame, not another window). */
function fromAppPage(event: IpcMainInvokeEvent): boolean {
  return isAppSender(event.senderFrame, !!mainWindow && event.sender === mainWindow.webContents);
}

/** Answers the preload's channels; every one checks its sender first (registerKioskIpc). */
function registerIpc(config: KioskConfig, store: Promise<SealedStore>, camera: ReturnType<typeof createCameraGate>) {
  const userData = app.getPath('userData');
  const lockoutFile = path.join(userData, 'staff-pin-lockout.json');
  const verifyPin = createPinGuard(config.staffPinHash, {
    read: () => readFileIfExists(lockoutFile),
    write: (text) => writeFileAtomic(lockoutFile, text),
  });
  registerKioskIpc(
    ipcMain,
    {
      [KIOSK_IPC.getConfig]: () => publicKioskConfig(config),
      [KIOSK_IPC.verifyPin]: (pin) => verifyPin(pin),
      [KIOSK_IPC.exportLeads]: (name, csv) => exportLeads(name, csv),
      [KIOSK_IPC.cameraScanning]: (active) => camera.set(active === true),
      // The API token stays here: the page hands over the qualification, this process adds the token.
      [KIOSK_IPC.sendLeadUpdate]: (update, key) => sendLeadUpdate(config, update, key),
      [KIOSK_IPC.storageGet]: async (key) => (await store).get(key as string),
      [KIOSK_IPC.storageSet]: async (key, value) => (await store).set(key as string, value),
      [KIOSK_IPC.storageDelete]: async (key) => (await store).delete(key as string),
      [KIOSK_IPC.storageKeys]: async (prefix) => (await store).keys(prefix as string),
    },
    fromAppPage,
  );
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
    // No shortcut may quit, close, minimise, reload or open the developer tools on a shared terminal.
    contents.on('before-input-event', (event, input) => {
      if (isBlockedShortcut(input)) event.preventDefault();
    });
  });

  app
    .whenReady()
    .then(async () => {
      const config = await loadConfig();
      // No menu: its accelerators (close, quit, reload, developer tools) must not exist at a booth.
      Menu.setApplicationMenu(null);
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
      // Visitors' data at rest: encrypted under a key the system keychain keeps (safeStorage).
      const store = openSealedStore(path.join(app.getPath('userData'), 'kiosk-store'), safeStorageKeyring);
      store.catch((err: unknown) => console.error(err instanceof Error ? err.message : err));
      registerIpc(config, store, camera);
      serveRenderer(config);
      createWindow(config);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      app.exit(1);
    });

  app.on('window-all-closed', () => app.quit());
}
