import { Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';

/** Seconds the 'Still there?' prompt waits before the kiosk resets. */
export const IDLE_PROMPT_SECONDS = 20;

// Only a person's input counts: programmatic scrolling or focus moves must not keep a screen alive.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'input', 'wheel', 'touchstart'] as const;

/**
 * Shared-terminal privacy: after `timeoutSeconds` without input (once someone has used the screen) asks
 * 'Still there?', and unless answered within the prompt's countdown calls `onReset`.
 */
export function IdleGuard({
  timeoutSeconds,
  promptSeconds = IDLE_PROMPT_SECONDS,
  onReset,
}: {
  timeoutSeconds: number;
  promptSeconds?: number;
  onReset: () => void;
}) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  }, [onReset]);

  // Idle timer: armed by the first input after the start screen appeared, restarted by every input.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRestart = 0;
    const restart = (event: Event) => {
      const at = Date.now();
      // Pointer moves arrive in bursts; restarting once a second is plenty.
      if (event.type === 'pointermove' && at - lastRestart < 1000) return;
      lastRestart = at;
      clearTimeout(timer);
      timer = setTimeout(() => setDeadline(Date.now() + promptSeconds * 1000), timeoutSeconds * 1000);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, { capture: true });
    };
  }, [timeoutSeconds, promptSeconds]);

  // Countdown: one timer for the reset itself (so a clock jump still fires it), one for the display.
  useEffect(() => {
    if (deadline === null) return;
    const reset = setTimeout(() => onResetRef.current(), Math.max(0, deadline - Date.now()));
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(reset);
      clearInterval(tick);
    };
  }, [deadline]);

  const secondsLeft = deadline === null ? promptSeconds : Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <Modal
      opened={deadline !== null}
      onClose={() => setDeadline(null)}
      title="Still there?"
      centered
      zIndex={1100}
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text>
          For your privacy this screen will clear and return to the start in{' '}
          <strong aria-live="polite">{Math.min(secondsLeft, promptSeconds)} seconds</strong>.
        </Text>
        <Button onClick={() => setDeadline(null)}>I&apos;m still here</Button>
      </Stack>
    </Modal>
  );
}
