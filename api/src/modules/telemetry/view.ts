import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { verifyView, type PageView } from '../../services/rollout/signed-views.js';

/**
 * The page view a report's token names (services/rollout/signed-views.ts), or a 403 that stores
 * nothing: a report without a token the server issued, or with an expired one, is not counted.
 */
export function viewOfReport(req: FastifyRequest, config: AppConfig, token: string | undefined): PageView {
  const checked = verifyView(token, config.secrets.siteSigning);
  if ('view' in checked) return checked.view;
  req.log.info({ problem: checked.problem, ip: req.ip }, 'telemetry report not counted: page view token');
  throw new AppError(403, 'telemetry.notCounted');
}

/**
 * The kind of a failure, from its phase and the host's message (never stored or shown as sent:
 * anyone can post it, and operators read the class). A refusal for integrity or compatibility is
 * its phase; a failed load or render is read from the message.
 */
export function errorClass(phase: string, message: string | null | undefined): string | null {
  if (phase === 'loaded') return null;
  if (phase === 'integrity' || phase === 'incompatible') return phase;
  const text = message ?? '';
  if (!text.trim()) return null;
  if (/integrity|sha-?384|digest/i.test(text)) return 'integrity';
  if (/time(d)? ?out|timeout/i.test(text)) return 'timeout';
  if (/chunk|failed to fetch|network|load failed|loading script|ERR_|status \d{3}|HTTP \d{3}/i.test(text))
    return 'network';
  if (/remoteModule|does not export|manifest/i.test(text)) return 'contract';
  return phase === 'render' ? 'script' : 'other';
}
