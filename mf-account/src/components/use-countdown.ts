import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a countdown (the SMS resend timer, SPEC §4: 60 s). It counts against a deadline,
 * so a throttled background tab still shows the right time; `restart()` starts it again.
 */
export function useCountdown(seconds: number, startAtMount = true) {
  const [deadline, setDeadline] = useState<number | null>(() =>
    startAtMount ? Date.now() + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);
  const restart = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, [seconds]);
  const left = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { left, running: left > 0, restart };
}
