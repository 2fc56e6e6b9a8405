import { api } from '@playhub/shared/api';
import { protectionStatus, type ProtectionStatus } from '@playhub/shared/contracts';

/** What a reality check needs: its interval, the login session's start and its games' net result. */
export interface SessionSummary {
  intervalMinutes: number;
  startedAt: string;
  net: number;
  /** The API holds stakes until the player answers a check (it said one is due). */
  dueNow: boolean;
}

/** The reality check's view of `GET protection` (or of the answer to the check). */
export function sessionSummaryOf(data: ProtectionStatus): SessionSummary {
  return {
    intervalMinutes: data.realityCheckMinutes,
    startedAt: data.session.startedAt,
    net: data.session.net,
    dueNow: data.session.realityCheckDue ?? false,
  };
}

/** GET protection, read for the reality check (the page's own call: it keeps no session alive). */
export async function getSessionSummary(signal?: AbortSignal): Promise<SessionSummary> {
  const { data } = await api.get('protection', { schema: protectionStatus, signal, background: true });
  return sessionSummaryOf(data);
}
