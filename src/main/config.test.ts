import { describe, expect, it } from 'vitest';
import { kioskPublicConfigSchema, publicKioskConfig } from '../shared/kiosk-config.ts';
import { KioskFlagError, parseKioskFlags, resolveKioskConfig } from './config.ts';

/** A hash as `npm run kiosk:hash-pin` writes it (of 2468). */
const HASH = 'scrypt$15$8$1$5ZotKjZPC4BrOjrFCeEpeQ$bpJXY_guJa1V01Rd5-D9ktG5By4CB_xBbEf4apBJjck';

describe('resolveKioskConfig', () => {
  it('uses defaults without a file or flags', () => {
    expect(resolveKioskConfig(undefined, [])).toEqual({
      apiUrl: 'http://localhost:3000',
      eventName: '',
      idleTimeoutSeconds: 90,
      interests: [],
      kiosk: true,
    });
  });

  it('lets flags override the file', () => {
    const file = JSON.stringify({ apiUrl: 'https://api.isa.example', eventName: 'HR Tech', staffPinHash: HASH });
    const config = resolveKioskConfig(file, ['--event=SHRM 2026', '--no-kiosk', '--idle-timeout=120']);
    expect(config).toEqual({
      apiUrl: 'https://api.isa.example',
      eventName: 'SHRM 2026',
      idleTimeoutSeconds: 120,
      staffPinHash: HASH,
      interests: [],
      kiosk: false,
    });
  });

  it('refuses bad values with the setting named', () => {
    expect(() => resolveKioskConfig('{"apiUrl":"file:///etc"}', [])).toThrow(/apiUrl/);
    expect(() => resolveKioskConfig('{', [])).toThrow(/not valid JSON/);
    expect(() => resolveKioskConfig('[]', [])).toThrow(/JSON object/);
    expect(() => resolveKioskConfig('{"staffPinHash":"2468"}', [])).toThrow(/staffPinHash/);
    expect(() => resolveKioskConfig(undefined, ['--idle-timeout=5'])).toThrow(/idleTimeoutSeconds/);
  });
});

describe('the API token', () => {
  it('is read from the file, checked for length, and never handed to the page', () => {
    const config = resolveKioskConfig(JSON.stringify({ apiToken: ' booth-token-0123456789 ', staffPinHash: HASH }), []);
    expect(config.apiToken).toBe('booth-token-0123456789');
    const forPage = publicKioskConfig(config);
    expect(JSON.stringify(forPage)).not.toContain('booth-token');
    expect(forPage).toMatchObject({ staffPinSet: true });
    expect(Object.keys(kioskPublicConfigSchema.parse({ apiToken: 'booth-token-0123456789' }))).not.toContain(
      'apiToken',
    );
    expect(() => resolveKioskConfig('{"apiToken":"short"}', [])).toThrow(/apiToken: must be at least 16 characters/);
  });
});

describe('the staff PIN and the API address', () => {
  it('refuses a PIN in clear text, in the file or as a flag (it would show in process listings)', () => {
    expect(() => resolveKioskConfig('{"staffPin":"2468"}', [])).toThrow(/staffPin: a PIN is never stored as it is/);
    expect(() => resolveKioskConfig(undefined, ['--staff-pin=2468'])).toThrow(/Unknown kiosk flag '--staff-pin'/);
  });

  it('takes https anywhere and plain http only for an API on the same machine', () => {
    for (const apiUrl of [
      'https://isa.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
    ]) {
      expect(resolveKioskConfig(JSON.stringify({ apiUrl }), []).apiUrl, apiUrl).toBe(apiUrl);
    }
    for (const apiUrl of ['http://isa.example.com', 'http://192.168.1.20:3000', 'http://127.0.0.1.nip.io', 'ftp://x']) {
      expect(() => resolveKioskConfig(JSON.stringify({ apiUrl }), []), apiUrl).toThrow(/apiUrl/);
    }
    expect(() => resolveKioskConfig(undefined, ['--api-url=http://booth-api.example'])).toThrow(/must be an https/);
  });
});

describe('parseKioskFlags', () => {
  it('stops at an unknown flag, naming it', () => {
    expect(() => parseKioskFlags(['.', '--idle-timout=30'])).toThrow(KioskFlagError);
    expect(() => parseKioskFlags(['.', '--idle-timout=30'])).toThrow(/Unknown kiosk flag '--idle-timout'/);
    expect(() => parseKioskFlags(['--event=Expo', '-x'])).toThrow(/Unknown kiosk flag '-x'/);
    expect(() => resolveKioskConfig(undefined, ['--apiurl=http://x'])).toThrow(/'--apiurl'/);
  });

  it('stops at a malformed flag, naming it', () => {
    expect(() => parseKioskFlags(['--idle-timeout=ninety'])).toThrow(/--idle-timeout=ninety: expected whole seconds/);
    expect(() => parseKioskFlags(['--idle-timeout=1e3'])).toThrow(/--idle-timeout/);
    expect(() => parseKioskFlags(['--kiosk=yes'])).toThrow(/Malformed kiosk flag.*--kiosk/);
    expect(() => parseKioskFlags(['--event'])).toThrow(/Malformed kiosk flag.*--event/);
  });

  it('reads every flag, and lets runtime switches and the app path pass', () => {
    expect(
      parseKioskFlags([
        '.',
        '--inspect=0',
        '--remote-debugging-port=0',
        '--user-data-dir=/tmp/x',
        '--no-sandbox',
        '--api-url=https://api.isa.example',
        '--event=Expo 2026',
        '--idle-timeout=120',
        '--no-kiosk',
      ]),
    ).toEqual({ apiUrl: 'https://api.isa.example', eventName: 'Expo 2026', idleTimeoutSeconds: 120, kiosk: false });
  });

  it('ignores unrelated arguments and keeps = inside values', () => {
    expect(parseKioskFlags(['/opt/isa/isa', '--enable-logging', '--event=A=B', '--kiosk'])).toEqual({
      eventName: 'A=B',
      kiosk: true,
    });
  });
});
