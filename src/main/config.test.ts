import { describe, expect, it } from 'vitest';
import { parseKioskFlags, resolveKioskConfig } from './config.ts';

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
  it('ignores unrelated arguments and keeps = inside values', () => {
    expect(parseKioskFlags(['/opt/isa/isa', '--enable-logging', '--event=A=B', '--kiosk'])).toEqual({
      eventName: 'A=B',
      kiosk: true,
    });
  });
});
