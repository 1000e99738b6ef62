import { notifications } from '@mantine/notifications';

/** Toast durations of spec section 9. */
export const TOAST_MS = { default: 6500, lead: 7000, promoCopied: 5000 } as const;
/** At most three toasts are visible at once. */
export const TOAST_LIMIT = 3;

/** Shows a toast in one of the two styles: default or destructive. */
export function toast(options: {
  title: string;
  message?: string;
  variant?: 'default' | 'destructive';
  durationMs?: number;
}): void {
  const destructive = options.variant === 'destructive';
  notifications.show({
    title: options.title,
    message: options.message ?? '',
    color: destructive ? 'red' : 'brand',
    autoClose: options.durationMs ?? TOAST_MS.default,
    withBorder: true,
    role: destructive ? 'alert' : 'status',
  } as Parameters<typeof notifications.show>[0]);
}
