import { api } from '@playhub/shared/api';
import { protectionStatus } from '@playhub/shared/contracts';

/** What a reality check needs: its interval, the login session's start and its games' net result. */
export interface SessionSummary {
  intervalMinutes: number;
  startedAt: string;
  net: number;
}

/** GET protection, read for the reality check. */
export async function getSessionSummary(signal?: AbortSignal): Promise<SessionSummary> {
  const { data } = await api.get('protection', { schema: protectionStatus, signal });
  return {
    intervalMinutes: data.realityCheckMinutes,
    startedAt: data.session.startedAt,
    net: data.session.net,
  };
}
