export { storedAuthData, type StoredAuthData } from './auth-data';
export { createSessionStore, sessionStore, useSession, type SessionState } from './store';
export { balanceQueryKey, refreshBalance, startBalancePolling } from './balance';
export { logout } from './logout';
export {
  notificationStatusStore,
  setUnreadNotifications,
  useUnreadNotifications,
  type NotificationStatus,
} from './notification-status';
