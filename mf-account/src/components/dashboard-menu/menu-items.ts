/** What a dashboard menu entry does: navigate, open the notifications sheet, or log out. */
export type MenuAction = 'notification' | 'logout';

/** One entry of the dashboard menu (Requirements §3 menu item: title, url or store action). */
export interface MenuItem {
  /** i18n key under `menu.` */
  key: string;
  url?: string;
  store?: MenuAction;
  icon: string;
}

/**
 * The dashboard menu of Requirements §2, in order, with Player protection (issue 20), Identity
 * verification and Complaints (issue 32) before Logout.
 */
export const menuItems: readonly MenuItem[] = [
  { key: 'account', url: '/dashboard/account', icon: 'user' },
  { key: 'notifications', store: 'notification', icon: 'bell' },
  { key: 'phoneVerification', url: '/dashboard/phone-verification', icon: 'phone' },
  { key: 'deposit', url: '/dashboard/deposit', icon: 'down' },
  { key: 'withdraw', url: '/dashboard/withdraw', icon: 'up' },
  { key: 'changePassword', url: '/dashboard/change-password', icon: 'lock' },
  { key: 'financial', url: '/dashboard/financial-activities', icon: 'list' },
  { key: 'gameActivities', url: '/dashboard/game-history', icon: 'dice' },
  { key: 'bonuses', url: '/dashboard/bonuses', icon: 'gift' },
  { key: 'bonusHistory', url: '/dashboard/bonus-history', icon: 'clock' },
  { key: 'sessionHistory', url: '/dashboard/session-history', icon: 'monitor' },
  { key: 'protection', url: '/dashboard/player-protection', icon: 'shield' },
  { key: 'kyc', url: '/dashboard/verification', icon: 'idcard' },
  { key: 'complaints', url: '/dashboard/complaints', icon: 'chat' },
  { key: 'logout', store: 'logout', icon: 'exit' },
];
