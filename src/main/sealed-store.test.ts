import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_VALUE_BYTES, openSealedStore, type Keyring } from './sealed-store.ts';

/**
 * A keychain standing in for the operating system's (which this machine lacks): real AES-GCM under a secret
 * that lives only in this object, as the system keeps its own out of the app's files.
 */
function testKeyring(secret = randomBytes(32), available = true): Keyring & { sealedCount: number } {
  const keyring = {
    sealedCount: 0,
    available: async () => available,
    async encrypt(text: string) {
      keyring.sealedCount += 1;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    async decrypt(data: Buffer) {
      const decipher = createDecipheriv('aes-256-gcm', secret, data.subarray(0, 12));
      decipher.setAuthTag(data.subarray(12, 28));
      const result = Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
      return { result, shouldReEncrypt: false };
    },
  };
  return keyring;
}

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'isa-sealed-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every byte under a directory, as someone who copied the disk would see it. */
function everythingOnDisk(dir: string): string {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name)).toString('latin1'))
    .join('\n');
}

const lead = {
  key: 'outbox:lead:000001764000000000:000001:abc',
  lead: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
  attempts: 0,
};

describe('openSealedStore', () => {
  it('keeps values across a relaunch without any of them readable on disk', async () => {
    const dir = tempDir();
    const keyring = testKeyring();
    const store = await openSealedStore(dir, keyring);
    await store.set(lead.key, lead);
    await store.set('outbox:lead:000001764000000001:000002:def', { ...lead, attempts: 2 });
    const disk = everythingOnDisk(dir);
    for (const secret of ['ada@example.com', 'Lovelace', '7946', 'firstName']) expect(disk).not.toContain(secret);

    const reopened = await openSealedStore(dir, keyring);
    expect(await reopened.get(lead.key)).toEqual(lead);
    expect(await reopened.keys('outbox:lead:')).toEqual([lead.key, 'outbox:lead:000001764000000001:000002:def']);
    expect(await reopened.keys('other:')).toEqual([]);
    expect(await reopened.get('outbox:lead:missing')).toBeUndefined();
    // The data key was sealed by the keychain once, when the store was first opened.
    expect(keyring.sealedCount).toBe(1);
  });

  it('takes a deleted entry off the disk', async () => {
    const dir = tempDir();
    const store = await openSealedStore(dir, testKeyring());
    await store.set(lead.key, lead);
    const files = () => fs.readdirSync(path.join(dir, 'entries'));
    expect(files()).toHaveLength(1);
    await store.delete(lead.key);
    expect(files()).toEqual([]);
    expect(await store.get(lead.key)).toBeUndefined();
    await store.delete(lead.key);
  });

  it('cannot be read with another keychain, and detects a tampered or swapped file', async () => {
    const dir = tempDir();
    const store = await openSealedStore(dir, testKeyring());
    await store.set(lead.key, lead);
    await store.set('outbox:lead:other', { other: true });
    await expect(openSealedStore(dir, testKeyring())).rejects.toThrow();

    const entries = path.join(dir, 'entries');
    const fileOf = (key: string) => path.join(entries, `${Buffer.from(key).toString('hex')}.bin`);
    fs.copyFileSync(fileOf('outbox:lead:other'), fileOf(lead.key));
    await expect(store.get(lead.key)).rejects.toThrow(/damaged or was not written by this kiosk/);
    const bytes = fs.readFileSync(fileOf('outbox:lead:other'));
    bytes[bytes.length - 1]! ^= 1;
    fs.writeFileSync(fileOf('outbox:lead:other'), bytes);
    await expect(store.get('outbox:lead:other')).rejects.toThrow(/damaged/);
  });

  it('refuses to open without a system keychain rather than write in the clear', async () => {
    const dir = tempDir();
    await expect(openSealedStore(dir, testKeyring(randomBytes(32), false))).rejects.toThrow(/keychain is unavailable/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses bad keys, values that are not JSON and values past the size limit', async () => {
    const store = await openSealedStore(tempDir(), testKeyring());
    for (const key of ['', '../../etc/passwd', 'a/b', 'x'.repeat(201), 42]) {
      await expect(store.set(key as string, 1)).rejects.toThrow(/Storage keys/);
      await expect(store.get(key as string)).rejects.toThrow(/Storage keys/);
    }
    await expect(store.set('k', undefined)).rejects.toThrow(/JSON/);
    await expect(store.set('k', 'x'.repeat(MAX_VALUE_BYTES))).rejects.toThrow(/at most/);
    await expect(store.keys(undefined as unknown as string)).rejects.toThrow(/prefix/);
  });
});
