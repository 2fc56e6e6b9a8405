import { api } from '@playhub/shared/api';
import { protectionStatus } from '@playhub/shared/contracts';
import { sessionSummaryOf, type SessionSummary } from './get-session-summary';

/**
 * POST protection/reality-check/ack: the player chose to go on playing. The API holds stakes once
 * a check is due until this arrives, so a game cannot play past an unanswered reminder.
 */
export async function acknowledgeRealityCheck(): Promise<SessionSummary> {
  const { data } = await api.post('protection/reality-check/ack', undefined, { schema: protectionStatus });
  return sessionSummaryOf(data);
}
