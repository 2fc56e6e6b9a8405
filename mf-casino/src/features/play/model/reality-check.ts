/**
 * When the next reality check is due: the session's start plus a whole number of intervals, the first
 * after both now and the last check the player answered (a check is never shown twice for one slot,
 * and one missed while the game was closed shows at once when it opens). Null when checks are off.
 */
export function nextRealityCheck(
  sessionStart: number,
  intervalMinutes: number,
  now: number,
  answeredAt: number | null,
): number | null {
  if (intervalMinutes <= 0 || !Number.isFinite(sessionStart)) return null;
  const step = intervalMinutes * 60_000;
  const after = Math.max(sessionStart, answeredAt ?? sessionStart);
  const slots = Math.floor((after - sessionStart) / step) + 1;
  const due = sessionStart + slots * step;
  // A slot passed while no check was answered in it: due now.
  return due <= now ? now : due;
}

/** Whole minutes between two instants (time played this session). */
export const minutesBetween = (from: number, to: number) => Math.max(0, Math.floor((to - from) / 60_000));
