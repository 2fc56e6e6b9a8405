import { useEffect, useRef, useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser has a connection (`navigator.onLine`), following `online` / `offline`. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Calls `again` once the connection is back after the browser was offline (issue 33). */
export function useRetryWhenOnline(again: () => void): boolean {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const latest = useRef(again);
  latest.current = again;
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      latest.current();
    }
  }, [online]);
  return online;
}
