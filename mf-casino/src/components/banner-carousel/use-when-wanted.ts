import { useCallback, useEffect, useState } from 'react';

/** False until `delayMs` pass or `want()` is called (an interaction), then true for good. */
export function useWhenWanted(delayMs: number): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const timer = setTimeout(() => setWanted(true), delayMs);
    return () => clearTimeout(timer);
  }, [wanted, delayMs]);
  return [wanted, useCallback(() => setWanted(true), [])];
}
