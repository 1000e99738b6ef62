import { contextBridge, ipcRenderer } from 'electron';
import type { KioskBridge } from '../shared/kiosk-config.ts';
import { KIOSK_IPC } from '../shared/kiosk-ipc.ts';

// Only these named functions reach the page; ipcRenderer itself never does.
const bridge: KioskBridge = {
  getConfig: () => ipcRenderer.invoke(KIOSK_IPC.getConfig),
  verifyStaffPin: (pin: string) => ipcRenderer.invoke(KIOSK_IPC.verifyPin, String(pin)),
  exportLeads: (suggestedName: string, csv: string) =>
    ipcRenderer.invoke(KIOSK_IPC.exportLeads, String(suggestedName), String(csv)),
  setCameraScanning: (active: boolean) => ipcRenderer.invoke(KIOSK_IPC.cameraScanning, active === true),
  sendLeadUpdate: (update, idempotencyKey) =>
    ipcRenderer.invoke(KIOSK_IPC.sendLeadUpdate, update, String(idempotencyKey)),
  storage: {
    get: (key: string) => ipcRenderer.invoke(KIOSK_IPC.storageGet, String(key)),
    set: (key: string, value: unknown) => ipcRenderer.invoke(KIOSK_IPC.storageSet, String(key), value),
    delete: (key: string) => ipcRenderer.invoke(KIOSK_IPC.storageDelete, String(key)),
    keys: (prefix: string) => ipcRenderer.invoke(KIOSK_IPC.storageKeys, String(prefix)),
  },
};

contextBridge.exposeInMainWorld('isaKiosk', bridge);
