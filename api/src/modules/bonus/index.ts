import type { AnyRoute } from '../../http/route.js';
import defineTrialBonus from './define-trial-bonus.js';
import history from './history.js';
import list from './list.js';
import request from './request.js';
import trialStatus from './trial-status.js';

/** bonus/* endpoints. */
export const bonusRoutes: AnyRoute[] = [defineTrialBonus, trialStatus, list, request, history];
