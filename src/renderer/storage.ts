import type { DurableStorage } from '../core/platform/platform';
import type { KioskBridge } from '../shared/kiosk-config';
import { createIndexedDbStorage } from './indexeddb-storage';

/** The IndexedDB database the kiosk used before its storage moved to the main process. */
const LEGACY_DATABASE = 'isa-kiosk';

/**
 * The kiosk's durable storage. In Electron it is the main process's store, encrypted on disk under a key
 * the system keychain keeps, with deleted entries removed from the disk; what is stored (the outbox's
 * records) does not change. In a plain browser (kiosk:serve, for testing only) it is IndexedDB.
 */
export function kioskStorage(bridge: KioskBridge | undefined): DurableStorage {
  if (!bridge) return createIndexedDbStorage(LEGACY_DATABASE);
  const { storage } = bridge;
  return {
    get: async <T>(key: string) => (await storage.get(key)) as T | undefined,
    set: (key, value) => storage.set(key, value),
    delete: (key) => storage.delete(key),
    keys: (prefix = '') => storage.keys(prefix),
  };
}

/** Copies every entry of `from` into `to`, deleting each from `from` only once `to` holds it; returns how many. */
export async function moveEntries(from: DurableStorage, to: DurableStorage): Promise<number> {
  const keys = await from.keys('');
  for (const key of keys) {
    const value = await from.get(key);
    if (value !== undefined) await to.set(key, value);
    await from.delete(key);
  }
  return keys.length;
}

/**
 * Leads an earlier version queued in IndexedDB (in the clear) move into the encrypted store, then the old
 * database is deleted. Nothing happens where that database never existed (it is not created to find out).
 */
export async function moveLegacyEntries(bridge: KioskBridge | undefined, into: DurableStorage): Promise<void> {
  if (!bridge || typeof indexedDB === 'undefined' || !indexedDB.databases) return;
  const existing = await indexedDB.databases();
  if (!existing.some((database) => database.name === LEGACY_DATABASE)) return;
  await moveEntries(createIndexedDbStorage(LEGACY_DATABASE), into);
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(LEGACY_DATABASE);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
