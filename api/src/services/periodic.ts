/** When a {@link startPeriodic} job runs, and what it does with a failed run. */
export interface PeriodicOptions {
  /** Before the first run (0: at once). */
  firstDelayMs: number;
  /** Between the end of one run and the start of the next. */
  everyMs: number;
  /** A failed run is reported here; the job carries on. */
  onError: (err: unknown) => void;
}

/**
 * Runs a background job of the API (withdrawal auto-approval, canary checks, field-data retention)
 * after `firstDelayMs`, then `everyMs` after each run has ended, never two at once; the timer does
 * not keep the process alive. `run` gets a signal that is aborted when the job is stopped, for a run
 * that works through a list. The stop function's promise settles once a run in progress has ended:
 * after it the job touches nothing more, so the database may close.
 */
export function startPeriodic(
  run: (stopping: AbortSignal) => Promise<unknown>,
  { firstDelayMs, everyMs, onError }: PeriodicOptions,
): () => Promise<void> {
  const stop = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      timer = null;
      if (stop.signal.aborted) return;
      running = run(stop.signal)
        .then(() => undefined, onError)
        .finally(() => {
          running = null;
          if (!stop.signal.aborted) schedule(everyMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(firstDelayMs);
  return async () => {
    stop.abort();
    if (timer) clearTimeout(timer);
    await running;
  };
}
