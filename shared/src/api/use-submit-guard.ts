import { useCallback, useState } from 'react';
import { createSubmitGuard, type SubmitOutcome } from './idempotency';

/**
 * React face of {@link createSubmitGuard} for a money form: `busy` disables Submit while a request
 * is in flight, and the guard itself (a ref, not state) refuses a second submit in the same tick.
 */
export function useSubmitGuard() {
  const [guard] = useState(createSubmitGuard);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(signature: string, send: (key: string) => Promise<T>): Promise<SubmitOutcome<T>> => {
      if (guard.inFlight) return { status: 'ignored' };
      setBusy(true);
      try {
        return await guard.run(signature, send);
      } finally {
        setBusy(false);
      }
    },
    [guard],
  );
  return { busy, run };
}
