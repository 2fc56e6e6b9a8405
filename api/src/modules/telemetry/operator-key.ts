import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import { AppError } from '../../errors.js';
import { sha256 } from '../../services/hashing.js';

/** Refuses (403) a request without the operator key in `x-operator-key` (as operator/notify does). */
export function requireOperator(req: FastifyRequest, config: AppConfig): void {
  const given = String(req.headers['x-operator-key'] ?? '');
  const key = config.secrets.operatorKey;
  // Compare digests so the check takes the same time whatever the guess.
  if (!key || sha256(given) !== sha256(key)) throw new AppError(403, 'errors.forbidden');
}
