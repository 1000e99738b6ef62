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
    const config = loadConfig({
      DATABASE_URL: '',
      ADMIN_TOKEN: ' ',
      KIOSK_TOKEN: '',
      PUBLIC_BASE_URL: 'https://isa.example.com/',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminToken).toBeUndefined();
    expect(config.kioskToken).toBeUndefined();
    expect(loadConfig({ KIOSK_TOKEN: ' kiosk-token-0123456789 ' }).kioskToken).toBe('kiosk-token-0123456789');
    expect(config.publicBaseUrl).toBe('https://isa.example.com');
  });

  it('names every wrong value in one clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_TOKEN: 'short' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_TOKEN: 'short', KIOSK_TOKEN: 'short' });
      expect.unreachable('loadConfig accepted wrong values');
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres://');
      expect(message).toContain('ADMIN_TOKEN: must be at least 16 characters');
      expect(message).toContain('KIOSK_TOKEN: must be at least 16 characters');
    }
  });

  it('reads the production settings: Redis, proxy hops, limit scale and timeout', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, trustProxyHops: 0, rateLimitScale: 1 });
    const config = loadConfig({
      REDIS_URL: 'redis://cache:6379/0',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SCALE: '10',
      REQUEST_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      redisUrl: 'redis://cache:6379/0',
      trustProxyHops: 1,
      rateLimitScale: 10,
      requestTimeoutMs: 5000,
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrowError(/TRUST_PROXY/);
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrowError(/REDIS_URL/);
  });

  it('reads the delivery settings and names a wrong webhook variable', () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const config = loadConfig({
      WEBHOOK_URL: 'https://a.example/hook, http://b.example:8080/x',
      WEBHOOK_SECRET: secret,
    });
    expect(config.delivery.webhook).toEqual({
      urls: ['https://a.example/hook', 'http://b.example:8080/x'],
      secret,
    });
    expect(config.delivery.timing).toMatchObject({ timeoutMs: 10_000, retryBaseMs: 5_000, retryMaxMs: 600_000 });
    expect(config.delivery.timing.retryWindowMs).toBe(24 * 3_600_000);
    expect(loadConfig({}).delivery).toMatchObject({ worker: true, webhook: undefined });
    expect(() => loadConfig({ WEBHOOK_URL: 'ftp://a.example', WEBHOOK_SECRET: secret })).toThrowError(/WEBHOOK_URL/);
    expect(() => loadConfig({ WEBHOOK_URL: 'https://a.example,not a url', WEBHOOK_SECRET: secret })).toThrowError(
      /WEBHOOK_URL/,
    );
    expect(() => loadConfig({ WEBHOOK_URL: 'https://a.example' })).toThrowError(/WEBHOOK_SECRET: required/);
    for (const bad of ['secret', 'whsec_', 'whsec_not*base64', `whsec_${Buffer.alloc(8).toString('base64')}`]) {
      expect(() => loadConfig({ WEBHOOK_URL: 'https://a.example', WEBHOOK_SECRET: bad })).toThrowError(
        /WEBHOOK_SECRET/,
      );
    }
    expect(() => loadConfig({ DELIVERY_RETRY_BASE_MS: '60000' })).toThrowError(/DELIVERY_RETRY_BASE_MS/);
  });

  it('names a wrong SMTP_URL, MAIL_FROM or HUBSPOT_TOKEN', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'ISA Careers <careers@isa.example>',
      HUBSPOT_TOKEN: 'pat-na1-11111111-2222-3333-4444-555555555555',
    });
    expect(config.delivery.mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'ISA Careers <careers@isa.example>',
    });
    expect(config.delivery.hubspot).toEqual({
      token: 'pat-na1-11111111-2222-3333-4444-555555555555',
      baseUrl: 'https://api.hubapi.com',
    });
    expect(loadConfig({}).delivery.mail.smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrowError(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://' })).toThrowError(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrowError(/MAIL_FROM/);
    expect(() => loadConfig({ HUBSPOT_TOKEN: 'short' })).toThrowError(/HUBSPOT_TOKEN/);
    expect(() => loadConfig({ HUBSPOT_TOKEN: 'pat na1 with spaces in it 123' })).toThrowError(/HUBSPOT_TOKEN/);
  });
});
