import type { ConsentKind, MarketingConsents } from '@playhub/shared/contracts';
import type { Queryable } from '../db/index.js';
import type { SessionMeta } from './auth.js';

/** Where an answer was given: the sign-up form, the account page, the terms dialog of a session. */
export type ConsentSource = 'sign-up' | 'account' | 'terms-prompt';

/** One answer to record. */
export interface ConsentAnswer {
  kind: ConsentKind;
  granted: boolean;
  version?: string | null;
}

/**
 * Records answers with their proof (time, source, address, browser): one row each, never
 * changed, so the history shows what the player said and when.
 */
export async function recordConsents(
  q: Queryable,
  userId: number,
  answers: ConsentAnswer[],
  source: ConsentSource,
  meta: Pick<SessionMeta, 'ip' | 'userAgent'>,
): Promise<void> {
  for (const a of answers) {
    await q.query(
      `INSERT INTO player_consents (user_id, kind, granted, version, source, ip, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        userId,
        a.kind,
        a.granted,
        a.version ?? null,
        source,
        meta.ip.slice(0, 100),
        meta.userAgent.slice(0, 300),
      ],
    );
  }
}

/** The player's marketing answers now (the latest of each kind; none yet: not given). */
export async function marketingConsents(q: Queryable, userId: number): Promise<MarketingConsents> {
  const rows = await q.query<{
    kind: ConsentKind;
    granted: boolean;
    created_at: Date;
    source: ConsentSource;
  }>(
    `SELECT DISTINCT ON (kind) kind, granted, created_at, source FROM player_consents
      WHERE user_id = $1 AND kind IN ('marketing_email', 'marketing_sms')
      ORDER BY kind, id DESC`,
    [userId],
  );
  const of = (kind: ConsentKind) => {
    const r = rows.find((x) => x.kind === kind);
    return r
      ? { granted: r.granted, at: new Date(r.created_at).toISOString(), source: r.source }
      : { granted: false, at: null, source: null };
  };
  return { email: of('marketing_email'), sms: of('marketing_sms') };
}
