import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadNotifications } from './deferred-ui';
import { isToasterWanted, subscribeToasterWanted } from './toast';
import { TOAST_LIMIT, TOAST_MS } from './toast-limits';

// The toast list's code (transitions, portal) loads with the first toast, not in a page's first load; toasts
// shown before it mounts wait in the notifications store and appear when it does.
const Notifications = lazy(() => loadNotifications().then((module) => ({ default: module.Notifications })));

/** The app's toast area: three visible at once, 6.5 s by default, top right. */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_MS.default} position="top-right" />
    </Suspense>
  );
}
