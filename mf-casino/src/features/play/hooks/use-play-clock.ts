import { useEffect, useState } from 'react';
import { usePlaySession } from '../api/get-play-session';
import { elapsedAt } from '../model/play-clock';

/**
 * The play header's figures: the server's net position and the session's seconds, ticking every
 * second between the server's answers. `state` says whether they are there yet or could not be read.
 */
export function usePlayClock() {
  const query = usePlaySession();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const data = query.data;
  if (!data) return { state: query.isError ? ('error' as const) : ('loading' as const) };
  return {
    state: 'ready' as const,
    seconds: elapsedAt(data.elapsedSeconds, query.dataUpdatedAt, now),
    net: data.net,
  };
}
