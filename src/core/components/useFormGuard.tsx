import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { FILL_TIME_FIELD, HONEYPOT_FIELD, type FormGuardValues } from '../../shared/form-guard';
import { preloadDeferredUi } from './deferred-ui';

// Off-screen rather than display:none, which some bots skip; hidden from assistive technology and the tab order.
const offScreen = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/** What a form needs for the shared bot filters: the honeypot element, the values to send, a restart. */
export interface FormGuard {
  /** Render inside the <form>. */
  field: ReactNode;
  /** The guard fields to merge into the payload at submit time. */
  values(): FormGuardValues;
  /** Starts the fill-time clock again (after a successful submit resets the form). */
  restart(): void;
}

/** The honeypot field and fill-time clock of src/shared/form-guard.ts for one form. */
export function useFormGuard(): FormGuard {
  const shownAt = useRef<number | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // The clock starts when the form is shown (mounted), so a page shown again measures afresh.
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  // Once someone starts filling the form in, its dialogs and toasts are fetched, so the answer to a submit
  // still shows if the connection drops meanwhile (the kiosk at a busy booth, a phone on the move).
  useEffect(() => {
    const form = honeypot.current?.form;
    form?.addEventListener('focusin', preloadDeferredUi, { once: true });
    return () => form?.removeEventListener('focusin', preloadDeferredUi);
  }, []);
  const values = useCallback(
    (): FormGuardValues => ({
      [HONEYPOT_FIELD]: honeypot.current?.value ?? '',
      [FILL_TIME_FIELD]: Date.now() - (shownAt.current ?? Date.now()),
    }),
    [],
  );
  const restart = useCallback(() => {
    shownAt.current = Date.now();
    if (honeypot.current) honeypot.current.value = '';
  }, []);
  const field = (
    <div aria-hidden="true" style={offScreen}>
      <label>
        Website
        <input ref={honeypot} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
  return { field, values, restart };
}
