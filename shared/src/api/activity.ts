/**
 * Whether the player is using the page, for the session's idle time (issue 28): the page's own
 * polls keep a session alive only while the player does something — types, taps, scrolls, or has
 * a game or sportsbook frame focused (its events never reach this page).
 */
let active = false;

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Starts noting the player's activity on `target`; returns a stop function. */
export function watchActivity(target: Window = window): () => void {
  const note = () => {
    active = true;
  };
  for (const type of EVENTS) target.addEventListener(type, note, { passive: true, capture: true });
  return () => {
    for (const type of EVENTS) target.removeEventListener(type, note, { capture: true });
  };
}

/** True when the player was active since the last call (which it then forgets). */
export function takeActivity(): boolean {
  const framed =
    typeof document !== 'undefined' &&
    document.visibilityState === 'visible' &&
    document.activeElement instanceof HTMLIFrameElement;
  const was = active || framed;
  active = false;
  return was;
}
