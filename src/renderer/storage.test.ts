import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../core/test/render';
import type { KioskBridge } from '../shared/kiosk-config';
import { kioskStorage, moveEntries } from './storage';

describe('kioskStorage', () => {
  it('goes through the bridge in Electron, unchanged for the outbox', async () => {
    const behind = memoryStorage();
    const bridge = { storage: { ...behind, keys: (prefix: string) => behind.keys(prefix) } } as unknown as KioskBridge;
    const storage = kioskStorage(bridge);
    await storage.set('outbox:lead:1', { lead: { email: 'a@example.com' } });
    expect(await behind.get('outbox:lead:1')).toEqual({ lead: { email: 'a@example.com' } });
    expect(await storage.keys()).toEqual(['outbox:lead:1']);
    await storage.delete('outbox:lead:1');
    expect(await storage.get('outbox:lead:1')).toBeUndefined();
  });
});

describe('moveEntries', () => {
  it('moves every entry and leaves nothing behind', async () => {
    const [from, to] = [memoryStorage(), memoryStorage()];
    await from.set('outbox:lead:1', { n: 1 });
    await from.set('outbox:lead:2', { n: 2 });
    expect(await moveEntries(from, to)).toBe(2);
    expect(await from.keys()).toEqual([]);
    expect(await to.get('outbox:lead:2')).toEqual({ n: 2 });
  });

  it('keeps an entry where it was when the new storage refuses it', async () => {
    const [from, to] = [memoryStorage(), memoryStorage()];
    await from.set('outbox:lead:1', { n: 1 });
    const refusing = { ...to, set: () => Promise.reject(new Error('keychain unavailable')) };
    await expect(moveEntries(from, refusing)).rejects.toThrow('keychain unavailable');
    expect(await from.get('outbox:lead:1')).toEqual({ n: 1 });
  });
});
