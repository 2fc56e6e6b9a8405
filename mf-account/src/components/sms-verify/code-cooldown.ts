import { useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError } from '@playhub/shared/api';
import { SMS_RESEND_SECONDS } from '@playhub/shared/contracts';
import { useSession } from '@playhub/shared/session';

// The server sends one phone code a minute per player, whichever number it goes to (api
// services/codes.ts: the wait is kept per user and purpose), and refuses earlier requests with 429.
// So the wait is kept per player here too, outside any one form: 'Change Phone Number', a reopened
// dialog and the dashboard page all show the same countdown instead of a refusal.
const deadlines = new Map<string, number>();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Starts the wait before `username` may ask for another code (after a code was sent, or a 429). */
export function startCodeCooldown(username: string, seconds = SMS_RESEND_SECONDS): void {
  deadlines.set(username, Date.now() + seconds * 1000);
  listeners.forEach((listener) => listener());
}

/** Forgets every wait (tests). */
export function resetCodeCooldowns(): void {
  deadlines.clear();
  listeners.forEach((listener) => listener());
}

/**
 * Seconds the server asked to wait when it refused a code request (429), else null. The API client
 * does not pass the Retry-After header on, but the server's message names the same seconds.
 */
export function waitFromRefusal(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = /\d+/.exec(error.message);
  return seconds ? Number(seconds[0]) : SMS_RESEND_SECONDS;
}

/**
 * The signed-in player's code wait: seconds left (0 when a code may be requested) and `start`.
 * It counts against a deadline, so a throttled background tab still shows the right time.
 */
export function useCodeCooldown() {
  const username = useSession((s) => s.authData?.username ?? '');
  const deadline = useSyncExternalStore(subscribe, () => deadlines.get(username) ?? 0);
  const [, tick] = useState(0);
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const id = setInterval(() => {
      tick((n) => n + 1);
      if (Date.now() >= deadline) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [deadline]);
  // Read at render: the interval only makes the component render again every second.
  const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  return { left, start: (seconds?: number) => startCodeCooldown(username, seconds) };
}
