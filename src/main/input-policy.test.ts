import { describe, expect, it } from 'vitest';
import { isBlockedShortcut, type KeyInput } from './input-policy.ts';

const press = (key: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

describe('isBlockedShortcut', () => {
  it('blocks what quits, closes, minimises or reloads, with Ctrl or Cmd', () => {
    for (const key of ['w', 'q', 'm', 'r', 'W', 'R']) {
      expect(isBlockedShortcut(press(key, { control: true })), `Ctrl+${key}`).toBe(true);
      expect(isBlockedShortcut(press(key, { meta: true })), `Cmd+${key}`).toBe(true);
    }
    expect(isBlockedShortcut(press('R', { control: true, shift: true }))).toBe(true);
  });

  it('blocks the developer tools, F5, F11, F12 and Alt+F4', () => {
    expect(isBlockedShortcut(press('I', { control: true, shift: true }))).toBe(true);
    expect(isBlockedShortcut(press('i', { meta: true, alt: true }))).toBe(true);
    expect(isBlockedShortcut(press('J', { control: true, shift: true }))).toBe(true);
    for (const key of ['F5', 'F11', 'F12']) expect(isBlockedShortcut(press(key)), key).toBe(true);
    expect(isBlockedShortcut(press('F4', { alt: true }))).toBe(true);
  });

  it('reads the physical key, so another keyboard layout cannot slip past', () => {
    // On an AZERTY keyboard the key labelled 'a' sits where QWERTY has 'q'.
    expect(isBlockedShortcut({ ...press('a', { control: true }), code: 'KeyQ' })).toBe(true);
  });

  it('lets typing and the page’s own shortcuts through', () => {
    for (const input of [
      press('w'),
      press('W', { shift: true }),
      press('i', { control: true }),
      press('c', { control: true }),
      press('v', { control: true }),
      press('a', { control: true }),
      press('z', { meta: true }),
      press('F4'),
      press('Enter'),
      press('Tab', { shift: true }),
    ]) {
      expect(isBlockedShortcut(input), JSON.stringify(input)).toBe(false);
    }
    expect(isBlockedShortcut({ ...press('F5'), type: 'keyUp' })).toBe(false);
  });
});
