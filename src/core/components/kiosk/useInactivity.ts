import { useEffect, useRef } from 'react';

// A person's input only: programmatic scrolling or focus moves must not keep a panel open.
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/** Calls `onIdle` once `ms` pass without input anywhere on the page while `active`; each input restarts the wait. */
export function useInactivity(active: boolean, ms: number, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(() => onIdleRef.current(), ms);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), ms);
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, restart, { capture: true });
    };
  }, [active, ms]);
}
