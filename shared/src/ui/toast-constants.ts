/** Toast constants of Requirements §9. */
export const TOAST = {
  limit: 5,
  /** At once on a phone (issue 33): the others wait their turn; two leave most of a dialog in view. */
  phoneLimit: 2,
  autoCloseMs: 4000,
  loadingAutoCloseMs: 30000,
  enterMs: 350,
  exitMs: 800,
} as const;
