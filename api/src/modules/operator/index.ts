import type { AnyRoute } from '../../http/route.js';
import { liftExclusion } from './exclusions.js';
import { alerts, auditLog, ledgerCheck, reconciliation, resolveAlert } from './ledger.js';
import { operatorLogin, operatorLogout } from './login.js';
import operatorNotify from './notify.js';
import { approveBonus, decideCall, listBonuses, listCalls, rejectBonus } from './requests.js';
import { approve, listWithdrawals, reject } from './withdrawals.js';

/**
 * operator/* endpoints: operator sessions, withdrawal review, ledger check, audit log, notify,
 * exclusion lifts, call and bonus requests.
 */
export const operatorRoutes: AnyRoute[] = [
  operatorLogin,
  operatorLogout,
  listWithdrawals,
  approve,
  reject,
  ledgerCheck,
  reconciliation,
  alerts,
  resolveAlert,
  auditLog,
  operatorNotify,
  liftExclusion,
  listCalls,
  decideCall,
  listBonuses,
  approveBonus,
  rejectBonus,
];
