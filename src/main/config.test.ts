import { describe, expect, it } from 'vitest';
import { KioskFlagError, parseKioskFlags, resolveKioskConfig } from './config.ts';

describe('resolveKioskConfig', () => {
  it('uses defaults without a file or flags', () => {
    expect(resolveKioskConfig(undefined, [])).toEqual({
      apiUrl: 'http://localhost:3000',
      eventName: '',
      idleTimeoutSeconds: 90,
      kiosk: true,
    });
  });

  it('lets flags override the file', () => {
    const file = JSON.stringify({ apiUrl: 'https://api.isa.example', eventName: 'HR Tech', staffPin: '1234' });
    const config = resolveKioskConfig(file, ['--event=SHRM 2026', '--no-kiosk', '--idle-timeout=120']);
    expect(config).toEqual({
      apiUrl: 'https://api.isa.example',
      eventName: 'SHRM 2026',
      idleTimeoutSeconds: 120,
      staffPin: '1234',
      kiosk: false,
    });
  });

  it('refuses bad values with the setting named', () => {
    expect(() => resolveKioskConfig('{"apiUrl":"file:///etc"}', [])).toThrow(/apiUrl/);
    expect(() => resolveKioskConfig('{', [])).toThrow(/not valid JSON/);
    expect(() => resolveKioskConfig('[]', [])).toThrow(/JSON object/);
    expect(() => resolveKioskConfig(undefined, ['--staff-pin=12'])).toThrow(/staffPin/);
    expect(() => resolveKioskConfig(undefined, ['--idle-timeout=5'])).toThrow(/idleTimeoutSeconds/);
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
