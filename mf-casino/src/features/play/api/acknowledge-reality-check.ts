import { api } from '@playhub/shared/api';

/**
 * POST protection/reality-check/ack: the player chose to go on playing. The API holds stakes once
 * a check is due until this arrives, so a game cannot play past an unanswered reminder.
 */
export async function acknowledgeRealityCheck(): Promise<void> {
  await api.post('protection/reality-check/ack');
}
