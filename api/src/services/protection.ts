import {
  DEFAULT_REALITY_CHECK_MINUTES,
  LIMIT_COOLING_OFF_HOURS,
  PROTECTION_PERIOD_HOURS,
  TransactionStatus,
  TransactionType,
  type ExclusionPayload,
  type Locale,
  type ProtectionLimitKind,
  type ProtectionPeriod,
  type ProtectionStatus,
  type SetLimitPayload,
} from '@playhub/shared/contracts';
import { isoUtc, type Queryable } from '../db/index.js';
import { AppError } from '../errors.js';
import { liveSessionSql } from './auth.js';
import { t, type MessageParams } from '../i18n/index.js';
import { playSession } from './play-figures.js';
import { formatMoney, toMajor, toMinor } from './money-format.js';
import { playerMarket } from './markets.js';

/**
 * Player protection: deposit, loss and wager limits over rolling 24-hour, 7-day and 30-day windows,
 * a session-time limit, reality-check intervals, time-outs and self-exclusions. Every check reads
 * the database inside the caller's transaction (after the player's row is locked where money moves),
 * so parallel requests and other replicas see the same state.
 */

/** A refusal: the HTTP status, the message key and its parameters in the player's language. */
export interface Refusal {
  status: 401 | 403 | 422;
  key: string;
  params: MessageParams;
  /** The seamless wallet's status for it, when not the one its HTTP status implies. */
  code?: 'SESSION_EXPIRED';
}

/** Throws a refusal as the API error envelope. */
export function refuse(r: Refusal): never {
  throw new AppError(r.status, r.key, r.params);
}

type LimitPeriod = ProtectionPeriod | 'session';
interface LimitRow {
  [k: string]: unknown;
  kind: ProtectionLimitKind;
  period: LimitPeriod;
  value: string | null;
  pending: boolean;
  pending_value: string | null;
  pending_at: string | null;
}

const LIMIT_COLS = `kind, period,
  (CASE WHEN pending AND pending_at <= now() THEN pending_value ELSE value END)::text AS value,
  (pending AND pending_at > now()) AS pending, pending_value::text AS pending_value,
  ${isoUtc('pending_at')} AS pending_at`;

const windowSql = (period: ProtectionPeriod) => `interval '${PROTECTION_PERIOD_HOURS[period]} hours'`;

/** When a time is, as the site writes it for the player (Türkiye time). */
export function formatWhen(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: locale === 'en' ? 'short' : '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

const utc = (iso: string) => new Date(`${iso}Z`);

async function limitsOf(q: Queryable, userId: number): Promise<LimitRow[]> {
  return q.query<LimitRow>(`SELECT ${LIMIT_COLS} FROM protection_limits WHERE user_id = $1`, [userId]);
}

/**
 * What counts against a money limit in a window, and when the oldest of it leaves the window. Deposits
 * count once asked for (an unpaid payment page for an hour), stakes once taken; losses are stakes
 * minus wins. Rolled-back stakes count for nothing.
 */
async function usage(
  q: Queryable,
  userId: number,
  kind: 'deposit' | 'loss' | 'wager',
  period: ProtectionPeriod,
): Promise<{ used: bigint; oldest: Date | null }> {
  const w = windowSql(period);
  if (kind === 'deposit') {
    const rows = await q.query<{ used: string; oldest: string | null }>(
      `SELECT coalesce(sum(amount), 0)::text AS used, ${isoUtc('min(created_at)')} AS oldest
         FROM transactions
        WHERE user_id = $1 AND type = ${TransactionType.Deposit} AND created_at > now() - ${w}
          AND (status = ${TransactionStatus.Confirmed}
               OR (status IN (${TransactionStatus.Pending}, ${TransactionStatus.Created})
                   AND COALESCE(expires_at, created_at + interval '1 hour') > now()))`,
      [userId],
    );
    return { used: BigInt(rows[0]!.used), oldest: rows[0]!.oldest ? utc(rows[0]!.oldest) : null };
  }
  const rows = await q.query<{ stakes: string; wins: string; oldest: string | null }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'debit'), 0)::text AS stakes,
            coalesce(sum(amount) FILTER (WHERE kind = 'credit'), 0)::text AS wins,
            ${isoUtc(`(min(created_at) FILTER (WHERE kind = 'debit'))`)} AS oldest
       FROM game_transactions
      WHERE user_id = $1 AND status = 'ok' AND kind IN ('debit', 'credit') AND created_at > now() - ${w}`,
    [userId],
  );
  const stakes = BigInt(rows[0]!.stakes);
  const used = kind === 'wager' ? stakes : stakes - BigInt(rows[0]!.wins);
  return { used: used > 0n ? used : 0n, oldest: rows[0]!.oldest ? utc(rows[0]!.oldest) : null };
}

/** SQL condition on an `exclusions` row `e`: it keeps the player from playing now (running or cooling off). */
const KEEPS_FROM_PLAY = `((e.ends_at IS NULL AND e.lifted_at IS NULL) OR coalesce(e.ends_at, e.lifted_at) + e.cooling_off > now())`;

/** SQL condition: the player `userColumn` is on a time-out, self-excluded, or in the cooling-off after one. */
export const excludedNowSql = (userColumn: string) =>
  `EXISTS (SELECT 1 FROM exclusions e WHERE e.user_id = ${userColumn} AND ${KEEPS_FROM_PLAY})`;

/** The exclusion that keeps the player from playing now (running, or in its cooling-off), if any. */
async function currentExclusion(q: Queryable, userId: number) {
  const rows = await q.query<{
    kind: 'timeout' | 'self';
    ends_at: string | null;
    play_from: string | null;
    running: boolean;
  }>(
    `SELECT kind, ${isoUtc('ends_at')} AS ends_at,
            ${isoUtc('(coalesce(ends_at, lifted_at) + cooling_off)')} AS play_from,
            ((ends_at IS NULL AND lifted_at IS NULL) OR ends_at > now()) AS running
       FROM exclusions e
      WHERE user_id = $1 AND ${KEEPS_FROM_PLAY}
      ORDER BY (ends_at IS NULL AND lifted_at IS NULL) DESC, coalesce(ends_at, lifted_at) + cooling_off DESC
      LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Why a login is refused: a time-out or self-exclusion still running (its cooling-off allows login). */
export async function loginRefusal(q: Queryable, userId: number, locale: Locale): Promise<Refusal | null> {
  const x = await currentExclusion(q, userId);
  if (!x || !x.running) return null;
  if (x.ends_at === null) return { status: 403, key: 'protection.loginExcludedIndefinite', params: {} };
  return {
    status: 403,
    key: x.kind === 'timeout' ? 'protection.loginTimeout' : 'protection.loginExcluded',
    params: { until: formatWhen(locale, utc(x.ends_at)) },
  };
}

/**
 * The end of the player's running time-out or self-exclusion as the player reads it (`until`
 * empty for an indefinite one), or null when none is running (a cooling-off is not one).
 */
export async function exclusionEnd(
  q: Queryable,
  userId: number,
  locale: Locale,
): Promise<{ until: string } | null> {
  const x = await currentExclusion(q, userId);
  if (!x || !x.running) return null;
  return { until: x.ends_at ? formatWhen(locale, utc(x.ends_at)) : '' };
}

/** Why play (a deposit, a game launch, a stake) is refused by an exclusion or its cooling-off. */
export async function playRefusal(q: Queryable, userId: number, locale: Locale): Promise<Refusal | null> {
  const x = await currentExclusion(q, userId);
  if (!x) return null;
  if (x.running && x.ends_at === null)
    return { status: 403, key: 'protection.excludedIndefinite', params: {} };
  const until = formatWhen(locale, utc(x.running ? x.ends_at! : x.play_from!));
  if (x.running) return { status: 403, key: 'protection.excluded', params: { until } };
  return { status: 403, key: 'protection.coolingOff', params: { until } };
}

const PERIOD_KEYS: Record<ProtectionPeriod, string> = {
  day: 'protection.period.day',
  week: 'protection.period.week',
  month: 'protection.period.month',
};

/**
 * The first money limit of `kinds` that `amount` would go over, as a refusal naming the limit, what
 * is left of it and when the oldest amount counted leaves its window.
 */
async function moneyLimitRefusal(
  q: Queryable,
  userId: number,
  kinds: readonly ('deposit' | 'loss' | 'wager')[],
  amount: bigint,
  locale: Locale,
): Promise<Refusal | null> {
  const limits = await limitsOf(q, userId);
  for (const kind of kinds) {
    for (const l of limits) {
      if (l.kind !== kind || l.value === null || l.period === 'session') continue;
      const limit = BigInt(l.value);
      const { used, oldest } = await usage(q, userId, kind, l.period);
      if (used + amount <= limit) continue;
      const left = limit > used ? limit - used : 0n;
      const frees = oldest
        ? new Date(oldest.getTime() + PROTECTION_PERIOD_HOURS[l.period] * 3_600_000)
        : null;
      return {
        status: 422,
        key: frees ? `protection.limitReached.${kind}` : `protection.limitTooLow.${kind}`,
        params: {
          period: t(locale, PERIOD_KEYS[l.period]),
          limit: formatMoney(locale, limit),
          left: formatMoney(locale, left),
          ...(frees ? { reset: formatWhen(locale, frees) } : {}),
        },
      };
    }
  }
  return null;
}

/** Why a deposit of `amount` is refused: an exclusion, or a deposit limit it would go over. */
export async function depositRefusal(
  q: Queryable,
  userId: number,
  amount: bigint,
  locale: Locale,
): Promise<Refusal | null> {
  return (
    (await playRefusal(q, userId, locale)) ??
    (await moneyLimitRefusal(q, userId, ['deposit'], amount, locale))
  );
}

const DAY_MS = 24 * 3_600_000;

/**
 * The player's play time over the last 24 hours (the session-time limit's day: a new login does
 * not start it again): the spans of their sessions, from login to logout (or the last activity of
 * one that ended by itself, or now for a live one), overlapping sessions counted once. Withdrawal-
 * only sessions are not play. Answers the minutes played and when, playing no more, the player
 * would be `limitMinutes` under again (the oldest play leaves the window first).
 */
export async function dayPlay(
  q: Queryable,
  userId: number,
  limitMinutes = 0,
): Promise<{ minutes: number; reopensAt: Date | null }> {
  const rows = await q.query<{ s: string; e: string; now_ms: string }>(
    `SELECT floor(extract(epoch FROM greatest(created_at, now() - interval '24 hours')) * 1000)::text AS s,
            floor(extract(epoch FROM CASE
              WHEN ${liveSessionSql('sessions')} THEN now()
              WHEN revoked_at IS NOT NULL AND ended_reason IS DISTINCT FROM 'expired' THEN revoked_at
              ELSE greatest(created_at, coalesce(last_active_at, created_at)) END) * 1000)::text AS e,
            floor(extract(epoch FROM now()) * 1000)::text AS now_ms
       FROM sessions
      WHERE user_id = $1 AND scope = 'full' AND created_at > now() - interval '48 hours'
      ORDER BY created_at`,
    [userId],
  );
  const now = Number(rows[0]?.now_ms ?? Date.now());
  const merged: [number, number][] = [];
  for (const r of rows) {
    const start = Math.max(Number(r.s), now - DAY_MS);
    const end = Math.min(Number(r.e), now);
    if (end <= start) continue;
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const playedMs = merged.reduce((sum, [a, b]) => sum + (b - a), 0);
  const minutes = Math.floor(playedMs / 60_000);
  if (limitMinutes <= 0 || minutes < limitMinutes) return { minutes, reopensAt: null };
  // Under the limit again once more than the excess has left the window, oldest first.
  let excess = playedMs - limitMinutes * 60_000 + 60_000;
  for (const [a, b] of merged) {
    if (b - a >= excess) return { minutes, reopensAt: new Date(a + excess + DAY_MS) };
    excess -= b - a;
  }
  return { minutes, reopensAt: new Date(now + DAY_MS) };
}

const realityMinutesSql = `coalesce(u.reality_check_minutes, ${DEFAULT_REALITY_CHECK_MINUTES})`;

/**
 * Whether session `s` of player `u` owes the player a reality check: one interval after the last
 * answered slot (counted from login) has begun and "Continue playing" has not been answered since.
 */
const realityDueSql = `(${realityMinutesSql} > 0
  AND now() >= s.created_at + make_interval(mins => ${realityMinutesSql} * (
        floor(extract(epoch FROM coalesce(s.reality_checked_at, s.created_at) - s.created_at)
              / (60 * ${realityMinutesSql}))::int + 1)))`;

/**
 * Why play in login session `authSessionId` is refused before any money limit: the session has
 * ended (logged out, idle too long, past its end, or one that may only withdraw), the reality
 * check is waiting for the player's answer, or the session-time limit of the day is used up.
 */
export async function sessionPlayRefusal(
  q: Queryable,
  userId: number,
  authSessionId: number,
  locale: Locale,
): Promise<Refusal | null> {
  const rows = await q.query<{ live: boolean; reality_due: boolean }>(
    `SELECT ${liveSessionSql('s')} AND s.scope = 'full' AS live, ${realityDueSql} AS reality_due
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2`,
    [authSessionId, userId],
  );
  const s = rows[0];
  if (!s?.live) return { status: 401, key: 'auth.sessionExpired', params: {}, code: 'SESSION_EXPIRED' };
  if (s.reality_due) return { status: 422, key: 'protection.realityCheckDue', params: {} };
  const session = (await limitsOf(q, userId)).find((l) => l.kind === 'session' && l.value !== null);
  if (!session) return null;
  const minutes = Number(session.value);
  const { reopensAt } = await dayPlay(q, userId, minutes);
  if (!reopensAt) return null;
  return {
    status: 422,
    key: 'protection.sessionLimit',
    params: { minutes, reopens: formatWhen(locale, reopensAt) },
  };
}

/**
 * Why a stake of `amount` in a game launched from login session `authSessionId` is refused: an
 * exclusion, the login session's state (ended, reality check unanswered, the day's session time
 * used up), or a wager or loss limit it would go over.
 */
export async function stakeRefusal(
  q: Queryable,
  userId: number,
  authSessionId: number | null,
  amount: bigint,
  locale: Locale,
): Promise<Refusal | null> {
  const excluded = await playRefusal(q, userId, locale);
  if (excluded) return excluded;
  if (authSessionId !== null) {
    const session = await sessionPlayRefusal(q, userId, authSessionId, locale);
    if (session) return session;
  }
  return moneyLimitRefusal(q, userId, ['wager', 'loss'], amount, locale);
}

/** Refuses (throws) a deposit the player's protection settings do not allow. */
export async function assertDepositAllowed(
  q: Queryable,
  userId: number,
  amount: bigint,
  locale: Locale,
): Promise<void> {
  const r = await depositRefusal(q, userId, amount, locale);
  if (r) refuse(r);
}

/** The player's protection settings and state, as `GET protection` answers. */
export async function protectionStatus(
  q: Queryable,
  userId: number,
  sessionId: number,
): Promise<ProtectionStatus> {
  const rows = await limitsOf(q, userId);
  const limits: ProtectionStatus['limits'] = [];
  for (const l of rows) {
    const money = l.kind !== 'session';
    let used = 0;
    if (money && l.period !== 'session') {
      used = toMajor((await usage(q, userId, l.kind as 'deposit' | 'loss' | 'wager', l.period)).used);
    } else {
      used = (await dayPlay(q, userId)).minutes;
    }
    const show = (v: string | null) => (v === null ? null : money ? toMajor(v) : Number(v));
    if (l.value === null && !l.pending) continue;
    limits.push({
      kind: l.kind,
      period: l.period === 'session' ? null : l.period,
      value: show(l.value),
      used,
      pending: l.pending ? { value: show(l.pending_value), effectiveAt: l.pending_at! } : null,
    });
  }
  const order = (k: ProtectionLimitKind) => ['deposit', 'loss', 'wager', 'session'].indexOf(k);
  const periods = ['day', 'week', 'month', null];
  limits.sort(
    (a, b) => order(a.kind) - order(b.kind) || periods.indexOf(a.period) - periods.indexOf(b.period),
  );
  const facts = (
    await q.query<{
      reality: number | null;
      chosen: boolean;
      deposited: boolean;
      started: string;
      reality_due: boolean;
    }>(
      `SELECT u.reality_check_minutes AS reality,
              EXISTS (SELECT 1 FROM protection_limits WHERE user_id = u.id AND kind = 'deposit') AS chosen,
              EXISTS (SELECT 1 FROM transactions WHERE user_id = u.id AND type = ${TransactionType.Deposit}
                        AND status = ${TransactionStatus.Confirmed}) AS deposited,
              ${isoUtc('s.created_at')} AS started,
              ${realityDueSql} AS reality_due
         FROM users u JOIN sessions s ON s.id = $2 AND s.user_id = u.id
        WHERE u.id = $1`,
      [userId, sessionId],
    )
  )[0]!;
  const x = await currentExclusion(q, userId);
  // The play header's figures (the same net position).
  const play = await playSession(q, userId, sessionId);
  return {
    limits,
    realityCheckMinutes: facts.reality ?? DEFAULT_REALITY_CHECK_MINUTES,
    exclusion: x ? { kind: x.kind, endsAt: x.ends_at, playFrom: x.play_from } : null,
    canPlay: x === null,
    depositLimitChosen: facts.chosen,
    firstDeposit: !facts.deposited,
    session: { startedAt: facts.started, net: play.net, realityCheckDue: facts.reality_due },
  };
}

/**
 * Sets or removes a limit. Lowering (or a first limit) applies at once; raising or removing applies
 * after the cooling-off, and a second change before then replaces the waiting one. Answers whether
 * it applied now, and when it will otherwise.
 */
export async function setLimit(
  q: Queryable,
  userId: number,
  p: SetLimitPayload,
): Promise<{ now: boolean; effectiveAt: string | null }> {
  const period: LimitPeriod = p.kind === 'session' ? 'session' : (p.period as ProtectionPeriod);
  const next =
    p.value === null || p.value === undefined
      ? null
      : p.kind === 'session'
        ? BigInt(p.value)
        : toMinor(p.value);
  if (p.value !== null && p.value !== undefined && next === null)
    throw new AppError(400, 'validation.invalid');
  // Lock the player: two changes at once must not both count as "lowering" from the same value.
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const current = (await limitsOf(q, userId)).find((l) => l.kind === p.kind && l.period === period);
  const inForce = current?.value == null ? null : BigInt(current.value);
  const lowering = next !== null && (inForce === null || next <= inForce);
  if (lowering) {
    await q.query(
      `INSERT INTO protection_limits (user_id, kind, period, value) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, kind, period) DO UPDATE
         SET value = $4, pending = false, pending_value = NULL, pending_at = NULL, updated_at = now()`,
      [userId, p.kind, period, next],
    );
    return { now: true, effectiveAt: null };
  }
  if (inForce === null && next === null) {
    // Removing a limit that is not in force: only a waiting raise to drop.
    await q.query(
      `UPDATE protection_limits SET value = NULL, pending = false, pending_value = NULL, pending_at = NULL,
              updated_at = now() WHERE user_id = $1 AND kind = $2 AND period = $3`,
      [userId, p.kind, period],
    );
    return { now: true, effectiveAt: null };
  }
  const rows = await q.query<{ at: string }>(
    `UPDATE protection_limits
        SET value = $4, pending = true, pending_value = $5,
            pending_at = now() + interval '${LIMIT_COOLING_OFF_HOURS} hours', updated_at = now()
      WHERE user_id = $1 AND kind = $2 AND period = $3
      RETURNING ${isoUtc('pending_at')} AS at`,
    [userId, p.kind, period, inForce, next],
  );
  return { now: false, effectiveAt: rows[0]!.at };
}

/**
 * Sets the reality-check interval; off is refused while a session-time limit is in force, and off or
 * longer than the player's market allows is refused in a market that sets a longest interval.
 */
export async function setRealityCheck(q: Queryable, userId: number, minutes: number): Promise<void> {
  const { realityCheckMaxMinutes: max } = await playerMarket(q, userId);
  if (max !== null && (minutes === 0 || minutes > max))
    throw new AppError(422, 'markets.realityCheckTooLong', { minutes: max });
  if (minutes === 0) {
    const session = (await limitsOf(q, userId)).find((l) => l.kind === 'session' && l.value !== null);
    if (session) throw new AppError(422, 'protection.realityCheckRequired');
  }
  await q.query('UPDATE users SET reality_check_minutes = $2 WHERE id = $1', [userId, minutes]);
}

const SELF_TERMS: Record<string, string | null> = {
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  indefinite: null,
};

/**
 * Starts a time-out or self-exclusion from now (a player in the cooling-off of an earlier one may
 * take another). Answers when it ends (null: indefinite).
 */
export async function exclude(q: Queryable, userId: number, p: ExclusionPayload): Promise<string | null> {
  const length = p.kind === 'timeout' ? `${p.hours} hours` : SELF_TERMS[p.term];
  const term = p.kind === 'timeout' ? `${p.hours}h` : p.term;
  const coolingOff = p.kind === 'self' && p.term === 'indefinite' ? '7 days' : '24 hours';
  const rows = await q.query<{ ends: string | null }>(
    `INSERT INTO exclusions (user_id, kind, term, ends_at, cooling_off)
     VALUES ($1, $2, $3, now() + $4::interval, $5::interval)
     RETURNING ${isoUtc('ends_at')} AS ends`,
    [userId, p.kind, term, length, coolingOff],
  );
  return rows[0]!.ends;
}

/** How long an indefinite self-exclusion lasts at least before an operator may lift it. */
const INDEFINITE_MINIMUM = '6 months';

/**
 * Lifts a player's indefinite self-exclusion, on the player's written request, once it has lasted
 * six months; play opens after its 7-day cooling-off. Answers when play opens, or null when the
 * player has no indefinite exclusion old enough (fixed terms cannot be ended early by anyone).
 */
export async function liftIndefiniteExclusion(
  q: Queryable,
  userId: number,
  by: string,
): Promise<{ playFrom: string } | { refused: 'none' | 'tooEarly' }> {
  const rows = await q.query<{ id: number; old_enough: boolean }>(
    `SELECT id, starts_at <= now() - interval '${INDEFINITE_MINIMUM}' AS old_enough FROM exclusions
      WHERE user_id = $1 AND ends_at IS NULL AND lifted_at IS NULL FOR UPDATE`,
    [userId],
  );
  const x = rows[0];
  if (!x) return { refused: 'none' };
  if (!x.old_enough) return { refused: 'tooEarly' };
  const lifted = await q.query<{ play_from: string }>(
    `UPDATE exclusions SET lifted_at = now(), lifted_by = $2 WHERE id = $1
     RETURNING ${isoUtc('(lifted_at + cooling_off)')} AS play_from`,
    [x.id, by],
  );
  return { playFrom: lifted[0]!.play_from };
}
