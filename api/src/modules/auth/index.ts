import type { AnyRoute } from '../../http/route.js';
import breakAccess from './break-access.js';
import changePasswordWithCode from './change-password-with-code.js';
import checkResetCode from './check-reset-code.js';
import form from './form.js';
import login from './login.js';
import logout from './logout.js';
import register from './register.js';
import secondFactor from './second-factor.js';
import sendResetPassword from './send-reset-password.js';

/** auth/* endpoints. */
export const authRoutes: AnyRoute[] = [
  login,
  register,
  form,
  logout,
  sendResetPassword,
  checkResetCode,
  changePasswordWithCode,
  breakAccess,
  secondFactor,
];
