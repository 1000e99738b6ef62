import { createIndexedDbStorage } from './indexeddb-storage';
import type { DurableStorage } from '../core/platform/platform';
import type { KioskBridge } from '../shared/kiosk-config';

/**
 * The kiosk's durable storage. In Electron it is the main process's store, encrypted on disk under a key
 * the system keychain keeps, with deleted entries removed from the disk; what is stored (the outbox's
 * records) does not change. In a plain browser (kiosk:serve, for testing only) it is IndexedDB.
 */
export function kioskStorage(bridge: KioskBridge | undefined): DurableStorage {
  if (!bridge) return createIndexedDbStorage('isa-kiosk');
  const { storage } = bridge;
  return {
    get: async <T>(key: string) => (await storage.get(key)) as T | undefined,
    set: (key, value) => storage.set(key, value),
    delete: (key) => storage.delete(key),
    keys: (prefix = '') => storage.keys(prefix),
  };
}
