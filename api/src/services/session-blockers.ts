import type { SessionBlocker } from '@playhub/shared/contracts';
import type { MarketRules } from '../config.js';
import type { Queryable } from '../db/index.js';
import { AppError } from '../errors.js';
import { secondFactorOnSql } from './two-factor.js';

/**
 * What a player must do before anything else in a session (issue 32): accept the terms in force
 * (`terms`) and, where the market makes it mandatory, set up a second factor (`twoFactorSetup`).
 * The site shows a dialog for each that only doing it or logging out closes; the API refuses game
 * launches, game-wallet stakes and deposits until then. Read from the database on every check, so
 * a new terms version reaches sessions that are already open.
 */
export async function sessionBlockers(
  q: Queryable,
  userId: number,
  market: Pick<MarketRules, 'termsVersion' | 'twoFactorRequired'>,
): Promise<SessionBlocker[]> {
  const rows = await q.query<{ terms: boolean; factor: boolean }>(
    `SELECT u.terms_version IS DISTINCT FROM $2 AS terms,
            ${secondFactorOnSql('player', 'u.id')} AS factor
       FROM users u WHERE u.id = $1`,
    [userId, market.termsVersion],
  );
  const row = rows[0];
  if (!row) return [];
  const out: SessionBlocker[] = [];
  if (market.twoFactorRequired && !row.factor) out.push('twoFactorSetup');
  if (row.terms) out.push('terms');
  return out;
}

/** The message key of the first blocker, or null when none stands in the way of play. */
export async function blockerKey(
  q: Queryable,
  userId: number,
  market: Pick<MarketRules, 'termsVersion' | 'twoFactorRequired'>,
): Promise<string | null> {
  const [first] = await sessionBlockers(q, userId, market);
  return first ? `blocker.${first}` : null;
}

/**
 * Refuses play or a deposit while a blocker stands: 403 with the reason in the player's language
 * and `data.blocker`, so the site opens the dialog that removes it.
 */
export async function assertNoBlocker(
  q: Queryable,
  userId: number,
  market: Pick<MarketRules, 'termsVersion' | 'twoFactorRequired'>,
): Promise<void> {
  const [first] = await sessionBlockers(q, userId, market);
  if (first) throw new AppError(403, `blocker.${first}`, {}, { blocker: first });
}
