/**
 * The IPC channels between the kiosk's preload and its main process, one name each, shared so the two
 * sides cannot drift. Every channel is invoke/handle (a request with one answer); main checks that each
 * request comes from the app's own page before it answers.
 */
export const KIOSK_IPC = {
  getConfig: 'kiosk:get-config',
  verifyPin: 'kiosk:verify-pin',
  exportLeads: 'kiosk:export-leads',
  cameraScanning: 'kiosk:camera-scanning',
  sendLeadUpdate: 'kiosk:send-lead-update',
  storageGet: 'kiosk:storage-get',
  storageSet: 'kiosk:storage-set',
  storageDelete: 'kiosk:storage-delete',
  storageKeys: 'kiosk:storage-keys',
} as const;

export type KioskIpcChannel = (typeof KIOSK_IPC)[keyof typeof KIOSK_IPC];
