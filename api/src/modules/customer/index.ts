import type { AnyRoute } from '../../http/route.js';
import changePassword from './change-password.js';
import closeAccount from './close-account.js';
import notification from './notification.js';
import profile from './profile.js';
import readNotification from './read-notification.js';
import sessionHistory from './session-history.js';
import updatePhone from './update-phone.js';

/** customer/* endpoints. */
export const customerRoutes: AnyRoute[] = [
  updatePhone,
  readNotification,
  notification,
  changePassword,
  profile,
  sessionHistory,
  closeAccount,
];
