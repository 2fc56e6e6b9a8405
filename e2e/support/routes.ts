/** Every dashboard route (Requirements §2); all need a logged-in player. */
export const dashboardPaths = [
  '/dashboard',
  '/dashboard/account',
  '/dashboard/phone-verification',
  '/dashboard/deposit',
  '/dashboard/withdraw',
  '/dashboard/change-password',
  '/dashboard/financial-activities',
  '/dashboard/game-history',
  '/dashboard/claim-bonus',
  '/dashboard/bonuses',
  '/dashboard/bonus-history',
  '/dashboard/session-history',
  '/dashboard/player-protection',
] as const;
