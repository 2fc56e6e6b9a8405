import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown that `restart()` starts again (the SMS resend timer, SPEC §4: 60 s).
 * Starts running at mount when `startAtMount` is true.
 */
export function useCountdown(seconds: number, startAtMount = true) {
  const [left, setLeft] = useState(startAtMount ? seconds : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, restart };
}
