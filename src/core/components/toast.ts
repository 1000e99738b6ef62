import { notifications } from '@mantine/notifications';

export { TOAST_LIMIT, TOAST_MS } from './toast-limits';
import { TOAST_MS } from './toast-limits';

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
