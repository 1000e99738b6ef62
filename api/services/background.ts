/**
 * Runs `task` `firstAfterMs` after start and then every `intervalMinutes` (0: never), one run at a time,
 * without keeping the process alive. A failed run is handed to `onError` and the next one tries again.
 * Returns a stop function that waits for a run in progress.
 */
export function repeatInBackground(
  task: () => Promise<void>,
  {
    intervalMinutes,
    firstAfterMs,
    onError,
  }: { intervalMinutes: number; firstAfterMs: number; onError: (err: Error) => void },
): () => Promise<void> {
  if (intervalMinutes <= 0) return async () => undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .catch((err: unknown) => onError(err as Error))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, firstAfterMs);
  first.unref();
  const timer = setInterval(run, intervalMinutes * 60_000);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
