/** The session's elapsed time as the play header shows it: `m:ss` under an hour, then `h:mm:ss`. */
export function formatElapsed(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * Seconds the session has run at `now`: the server's count when it answered (`fetchedAt`), ticked on
 * by the page's clock (never the page's clock against the server's start, which may be off).
 */
export function elapsedAt(serverSeconds: number, fetchedAt: number, now: number): number {
  return serverSeconds + Math.max(0, Math.floor((now - fetchedAt) / 1000));
}
