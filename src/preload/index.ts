import { contextBridge, ipcRenderer } from 'electron';
import type { KioskBridge } from '../shared/kiosk-config.ts';

// Only these named functions reach the page; ipcRenderer itself never does.
const bridge: KioskBridge = {
  getConfig: () => ipcRenderer.invoke('kiosk:get-config'),
  verifyStaffPin: (pin: string) => ipcRenderer.invoke('kiosk:verify-pin', String(pin)),
  exportLeads: (suggestedName: string, csv: string) =>
    ipcRenderer.invoke('kiosk:export-leads', String(suggestedName), String(csv)),
  setCameraScanning: (active: boolean) => ipcRenderer.invoke('kiosk:camera-scanning', active === true),
};

contextBridge.exposeInMainWorld('isaKiosk', bridge);
