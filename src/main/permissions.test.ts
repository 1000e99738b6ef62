import { describe, expect, it } from 'vitest';
import { CAMERA_WINDOW_MS, createCameraGate, permissionDecision, type PermissionQuery } from './permissions.ts';

const camera: PermissionQuery = {
  permission: 'media',
  requestingUrl: 'app://isa/index.html#/hire-isa',
  isMainFrame: true,
  mediaTypes: ['video'],
};

describe('permissionDecision', () => {
  it('grants the camera to the app page only while a scan is running', () => {
    expect(permissionDecision(camera, true)).toBe(true);
    expect(permissionDecision(camera, false)).toBe(false);
    // A permission check (no media types) from the app's origin, during a scan.
    expect(permissionDecision({ ...camera, requestingUrl: 'app://isa', mediaTypes: undefined }, true)).toBe(true);
  });

  it('never grants the microphone, other pages, frames or any other permission', () => {
    expect(permissionDecision({ ...camera, mediaTypes: ['audio'] }, true)).toBe(false);
    expect(permissionDecision({ ...camera, mediaTypes: ['video', 'audio'] }, true)).toBe(false);
    expect(permissionDecision({ ...camera, mediaTypes: [] }, true)).toBe(false);
    expect(permissionDecision({ ...camera, requestingUrl: 'https://www.youtube-nocookie.com/embed/x' }, true)).toBe(
      false,
    );
    expect(permissionDecision({ ...camera, requestingUrl: 'app://evil/index.html' }, true)).toBe(false);
    expect(permissionDecision({ ...camera, requestingUrl: 'file:///etc/passwd' }, true)).toBe(false);
    expect(permissionDecision({ ...camera, requestingUrl: 'not a url' }, true)).toBe(false);
    expect(permissionDecision({ ...camera, isMainFrame: false }, true)).toBe(false);
    for (const permission of [
      'geolocation',
      'notifications',
      'clipboard-read',
      'display-capture',
      'midi',
      'openExternal',
      'fullscreen',
      'hid',
      'serial',
      'usb',
    ]) {
      expect(permissionDecision({ ...camera, permission, mediaTypes: undefined }, true), permission).toBe(false);
    }
  });
});

describe('createCameraGate', () => {
  it('opens and closes on request, and closes by itself after the scan window', () => {
    let now = 1_000;
    const gate = createCameraGate(() => now);
    expect(gate.isOpen()).toBe(false);
    gate.set(true);
    expect(gate.isOpen()).toBe(true);
    gate.set(false);
    expect(gate.isOpen()).toBe(false);
    gate.set(true);
    now += CAMERA_WINDOW_MS + 1;
    expect(gate.isOpen()).toBe(false);
    now += 1;
    expect(gate.isOpen()).toBe(false);
  });
});
