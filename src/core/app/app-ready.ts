/**
 * `<html data-app-ready>` is set once the app has mounted, i.e. after a prerendered page has hydrated. Until
 * then a prerendered page shows controls that ignore clicks and typing, so tests and tools wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Sets the mark; answers the cleanup that removes it (the kiosk remounts the app on an idle reset). */
export function markAppReady(root: HTMLElement = document.documentElement): () => void {
  root.setAttribute(APP_READY_ATTRIBUTE, '');
  return () => root.removeAttribute(APP_READY_ATTRIBUTE);
}
