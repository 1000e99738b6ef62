/**
 * Loaders of the UI that pages fetch on demand rather than in their first load: Mantine's modal and the toast
 * list. Kept in one place so that preloading warms the very modules the components import.
 */
export const loadModal = () => import('./mantine-modal');
export const loadNotifications = () => import('@mantine/notifications');
/** The QR encoder (about 10 kB gzip): only the kiosk shows codes, so the web pages never fetch it. */
export const loadQrEncoder = () => import('qrcode');

/** Fetches dialogs and toasts now, so they show later even if the network is gone by then. */
export function preloadDeferredUi(): void {
  void loadModal();
  void loadNotifications();
}
