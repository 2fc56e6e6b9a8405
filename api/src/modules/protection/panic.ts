import { panicBreak as panicBreakData, panicPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { panicBreak } from '../../services/play-figures.js';
import { formatWhen } from '../../services/protection.js';

/**
 * POST /api/protection/panic — the panic button (GlüStV "Panikknopf"): a break from play and
 * deposits for PANIC_BREAK_HOURS (24) from now, which cannot be lifted early, and every session of
 * the player ends at once (all devices, their hub sockets and game sessions). A repeat while the
 * break runs starts nothing new and answers its end. The site asks for one confirmation first.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/protection/panic',
  tags: ['protection'],
  summary: 'Panic button: a 24-hour break from play and deposits at once; logs you out everywhere',
  auth: true,
  body: panicPayload,
  data: panicBreakData,
  async handler({ user, deps, locale }) {
    const hours = deps.config.playerFigures.panicBreakHours;
    const { endsAt } = await deps.db.tx((q) => panicBreak(q, user.userId, hours));
    await deps.auth.revokeOthers(user.userId, null);
    if (!endsAt) return { data: { endsAt }, message: 'protection.exclusionStartedIndefinite' };
    const until = formatWhen(locale, new Date(`${endsAt}Z`));
    return { data: { endsAt }, message: 'playClock.panicStarted', params: { until, hours } };
  },
});
