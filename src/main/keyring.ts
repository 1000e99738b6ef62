import { safeStorage } from 'electron';
import type { Keyring } from './sealed-store.ts';

/**
 * Electron's safeStorage as the sealed store's keyring. Linux without a Secret Service or KWallet falls back
 * to a password built into Chromium ('basic_text'), which protects nothing, so it counts as unavailable.
 */
export const safeStorageKeyring: Keyring = {
  async available() {
    if (!(await safeStorage.isAsyncEncryptionAvailable())) return false;
    return process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text';
  },
  encrypt: (text) => safeStorage.encryptStringAsync(text),
  decrypt: (data) => safeStorage.decryptStringAsync(data),
};
