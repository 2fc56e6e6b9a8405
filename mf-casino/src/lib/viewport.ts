/**
 * Phone layout (documented choice): viewports up to and including 768 px wide open games in the
 * full-height modal; wider ones go to the play page. 768 is the theme's `md` breakpoint, where the
 * host's dialogs switch from full screen to boxed.
 */
export const PHONE_MAX_WIDTH = 768;

/** True on a phone-width viewport. */
export function isPhoneViewport(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function')
    return window.matchMedia(`(max-width: ${PHONE_MAX_WIDTH}px)`).matches;
  return window.innerWidth <= PHONE_MAX_WIDTH;
}
