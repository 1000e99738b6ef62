import type { DurableStorage } from '../core/platform/platform';

const STORE = 'kv';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** DurableStorage on IndexedDB: writes are committed (transaction complete) before the promise resolves. */
export function createIndexedDbStorage(databaseName: string): DurableStorage {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(databaseName, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => {
        opened = undefined;
        reject(req.error ?? new Error('IndexedDB could not be opened'));
      };
    }));

  async function write(action: (store: IDBObjectStore) => void): Promise<void> {
    const db = await open();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite', { durability: 'strict' });
      action(tx.objectStore(STORE));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
    });
  }

  return {
    async get<T>(key: string) {
      const db = await open();
      return (await request(db.transaction(STORE).objectStore(STORE).get(key))) as T | undefined;
    },
    set: (key, value) => write((store) => store.put(value, key)),
    delete: (key) => write((store) => store.delete(key)),
    async keys(prefix = '') {
      const db = await open();
      const range = prefix ? IDBKeyRange.bound(prefix, `${prefix}\uffff`) : undefined;
      const keys = await request(db.transaction(STORE).objectStore(STORE).getAllKeys(range));
      return keys.map(String).sort();
    },
  };
}
