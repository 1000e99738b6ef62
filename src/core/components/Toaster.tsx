import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_LIMIT, TOAST_MS } from './toast-limits';

// The toast list's code (transitions, portal) loads after the page is interactive, not in its first load;
// toasts shown before then wait in the notifications store and appear when it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** The app's toast area: three visible at once, 6.5 s by default, top right. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications limit={TOAST_LIMIT} autoClose={TOAST_MS.default} position="top-right" />
    </Suspense>
  );
}
