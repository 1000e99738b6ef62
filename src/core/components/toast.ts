import type { NotificationData } from '@mantine/notifications';
import { loadNotifications } from './deferred-ui';
import { TOAST_MS } from './toast-limits';

export { TOAST_LIMIT, TOAST_MS } from './toast-limits';

// The notifications package (store, toast list, transitions: about 14 kB gzip) loads with the first toast,
// so no page carries it in its first load. One shared promise keeps toasts in the order they were asked for.
let notificationsModule: ReturnType<typeof loadNotifications> | undefined;
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** Whether a toast was asked for yet: the Toaster mounts the toast list from then on. */
export const isToasterWanted = (): boolean => toasterWanted;

/** Calls `listener` when the first toast is asked for; returns the unsubscribe function. */
export function subscribeToasterWanted(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => void toasterListeners.delete(listener);
}

/** Shows a toast in one of the two styles: default or destructive. */
export function toast(options: {
  title: string;
  message?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
}): void {
  const destructive = options.variant === 'destructive';
  const data = {
    title: options.title,
    message: options.message ?? '',
    color: destructive ? 'red' : 'brand',
    autoClose: options.durationMs ?? TOAST_MS.default,
    withBorder: true,
    role: destructive ? 'alert' : 'status',
  } as NotificationData;
  notificationsModule ??= loadNotifications();
  void notificationsModule.then(({ notifications }) => notifications.show(data));
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of toasterListeners) listener();
  }
}
