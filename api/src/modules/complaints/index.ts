import type { AnyRoute } from '../../http/route.js';
import kycStatus from '../kyc/status.js';
import create from './create.js';
import list from './list.js';
import { answerComplaintRoute, decideKyc, listComplaints, listKyc } from './operator.js';

/** KYC and complaints endpoints (issue 32, items 3 and 7), of players and operators. */
export const complianceRoutes: AnyRoute[] = [
  kycStatus,
  list,
  create,
  listKyc,
  decideKyc,
  listComplaints,
  answerComplaintRoute,
];
