import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults with no environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicBaseUrl: 'http://localhost:3000',
      adminToken: undefined,
    });
  });

  it('treats empty values as unset and trims the base URL', () => {
    const config = loadConfig({ DATABASE_URL: '', ADMIN_TOKEN: ' ', PUBLIC_BASE_URL: 'https://isa.example.com/' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminToken).toBeUndefined();
    expect(config.publicBaseUrl).toBe('https://isa.example.com');
  });

  it('names every wrong value in one clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_TOKEN: 'short' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_TOKEN: 'short' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres://');
      expect(message).toContain('ADMIN_TOKEN: must be at least 16 characters');
    }
  });
});
