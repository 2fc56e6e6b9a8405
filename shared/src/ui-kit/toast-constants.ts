/** Toast constants of Requirements §9. */
export const TOAST = {
  limit: 5,
  autoCloseMs: 4000,
  loadingAutoCloseMs: 30000,
  enterMs: 350,
  exitMs: 800,
} as const;
