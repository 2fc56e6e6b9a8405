import * as z from 'zod/mini';

/** Messages the sportsbook posts to its parent page. */
export const sportsbookMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sportsbook:login') }),
  z.object({ type: z.literal('sportsbook:deposit') }),
  z.object({ type: z.literal('sportsbook:height'), height: z.number().check(z.nonnegative()) }),
  z.looseObject({ type: z.literal('sportsbook:ready') }),
]);
/** A message from the sportsbook. */
export type SportsbookMessage = z.infer<typeof sportsbookMessage>;

/**
 * Reads a `message` event: only from the frame's own window and the sportsbook's origin (anything
 * else on the page may post messages too). Unknown shapes are ignored, not trusted.
 */
export function readSportsbookMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: { origin: string; window: MessageEventSource | null },
): SportsbookMessage | null {
  if (event.origin !== frame.origin) return null;
  if (frame.window && event.source !== frame.window) return null;
  const parsed = sportsbookMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
