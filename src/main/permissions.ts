import { isAppUrl } from './url-policy.ts';

/** The longest a badge scan may hold the camera; a renderer that never says it finished loses it then. */
export const CAMERA_WINDOW_MS = 3 * 60_000;

/** A permission request or check as Electron reports it, reduced to what the decision needs. */
export interface PermissionQuery {
  permission: string;
  /** The URL (request) or origin (check) of the frame asking. */
  requestingUrl: string;
  /** Whether the frame asking is the window's top frame. */
  isMainFrame: boolean;
  /** For 'media': which kinds were asked for ('video', 'audio'); absent in a permission check. */
  mediaTypes?: readonly string[];
}

/**
 * Deny by default: the only permission the kiosk ever grants is the camera (video only, never the
 * microphone), to the app's own top-level page, while a badge scan is running.
 */
export function permissionDecision(query: PermissionQuery, cameraOpen: boolean): boolean {
  if (!cameraOpen || query.permission !== 'media' || !query.isMainFrame) return false;
  if (!isAppUrl(query.requestingUrl)) return false;
  const types = query.mediaTypes;
  if (types === undefined) return true;
  return types.length > 0 && types.every((type) => type === 'video');
}

/**
 * Whether the camera is open for a scan: switched on and off by the renderer through the bridge, and off
 * by itself CAMERA_WINDOW_MS after it was switched on.
 */
export function createCameraGate(now: () => number = Date.now) {
  let openedAt: number | null = null;
  return {
    set(active: boolean): void {
      openedAt = active ? now() : null;
    },
    isOpen(): boolean {
      if (openedAt === null) return false;
      if (now() - openedAt > CAMERA_WINDOW_MS) openedAt = null;
      return openedAt !== null;
    },
  };
}
