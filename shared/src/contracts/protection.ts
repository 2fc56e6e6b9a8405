import * as z from 'zod/mini';
import { money, utcTimestamp } from './envelope';
import { VALIDATION_KEYS } from './validation';

// Player protection (responsible gambling): limits, reality checks, time-out and self-exclusion.
// Every rule is enforced by the API; the site only shows and sets them.

/** What a limit caps: deposits, net losses and stakes over a period, or the length of a session. */
export const protectionLimitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
/** A limit kind. */
export type ProtectionLimitKind = (typeof protectionLimitKinds)[number];

/** Rolling periods of the money limits: the last 24 hours, 7 days or 30 days. */
export const protectionPeriods = ['day', 'week', 'month'] as const;
/** A money-limit period. */
export type ProtectionPeriod = (typeof protectionPeriods)[number];

/** Hours of each rolling period. */
export const PROTECTION_PERIOD_HOURS: Record<ProtectionPeriod, number> = { day: 24, week: 168, month: 720 };

/** Hours before raising or removing a limit takes effect (lowering one applies at once). */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** Session-time limits the player may choose, in minutes. */
export const SESSION_LIMIT_MINUTES = [30, 60, 120, 180, 240, 360, 480] as const;
/** Reality-check intervals the player may choose, in minutes (0: off). Default 60. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120] as const;
/** Reality-check interval of a player who never chose one. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;
/** The largest money limit accepted (TRY). */
export const MAX_PROTECTION_LIMIT = 10_000_000;

/** Time-out lengths offered, in hours (24 hours to 30 days). */
export const TIMEOUT_HOURS = [24, 72, 168, 336, 720] as const;
/** Self-exclusion lengths offered. */
export const selfExclusionTerms = ['6m', '1y', '5y', 'indefinite'] as const;
/** A self-exclusion length. */
export type SelfExclusionTerm = (typeof selfExclusionTerms)[number];

/** A limit as it stands: the value in force, what has been used of it, and a change waiting its turn. */
export const protectionLimit = z.object({
  kind: z.enum(protectionLimitKinds),
  /** The rolling period of a money limit; null for the session-time limit. */
  period: z.nullable(z.enum(protectionPeriods)),
  /** The value in force (TRY, or minutes for `session`); null: no limit. */
  value: z.nullable(money),
  /** Used in the current period (TRY), or minutes of the current login session for `session`. */
  used: money,
  /** A raise or removal waiting for its cooling-off: the value it sets (null removes) and when. */
  pending: z.nullable(z.object({ value: z.nullable(money), effectiveAt: utcTimestamp })),
});
/** Inferred type of {@link protectionLimit}. */
export type ProtectionLimit = z.infer<typeof protectionLimit>;

/** A time-out or self-exclusion in force, or the cooling-off after one. */
export const protectionExclusion = z.object({
  kind: z.enum(['timeout', 'self']),
  /** When it ends; null for an indefinite self-exclusion. */
  endsAt: z.nullable(utcTimestamp),
  /** When play is possible again (its end plus the cooling-off); null while indefinite. */
  playFrom: z.nullable(utcTimestamp),
});
/** Inferred type of {@link protectionExclusion}. */
export type ProtectionExclusion = z.infer<typeof protectionExclusion>;

/** Data of `GET protection`: the player's limits, reality check, exclusion and current session. */
export const protectionStatus = z.object({
  limits: z.array(protectionLimit),
  /** Minutes between reality checks; 0 is off (not allowed while a session-time limit exists). */
  realityCheckMinutes: z.int(),
  /** An exclusion still running or in its cooling-off (the player may be logged in during the latter). */
  exclusion: z.nullable(protectionExclusion),
  /** Deposits and games are open to the player right now. */
  canPlay: z.boolean(),
  /** Whether the player ever set a deposit limit. */
  depositLimitChosen: z.boolean(),
  /** No deposit has been credited yet: the deposit page invites the player to set a limit first. */
  firstDeposit: z.boolean(),
  /**
   * The current login session: its start, the net result of its games (wins − stakes, TRY) and
   * whether a reality check is due (stakes wait for `protection/reality-check/ack` until it is answered).
   */
  session: z.object({
    startedAt: utcTimestamp,
    net: money,
    realityCheckDue: z.optional(z.boolean()),
  }),
});
/** Inferred type of {@link protectionStatus}. */
export type ProtectionStatus = z.infer<typeof protectionStatus>;

/**
 * `protection/limit` body: sets (or, with `value: null`, removes) one limit. Money limits need a
 * period; the session-time limit takes one of {@link SESSION_LIMIT_MINUTES}.
 */
export const setLimitPayload = z
  .strictObject({
    kind: z.enum(protectionLimitKinds),
    period: z._default(z.nullable(z.enum(protectionPeriods)), null),
    value: z.nullable(z.number().check(z.positive(), z.maximum(MAX_PROTECTION_LIMIT))),
  })
  .check(
    z.refine((p) => (p.kind === 'session' ? p.period === null : p.period !== null), {
      message: VALIDATION_KEYS.invalid,
      path: ['period'],
    }),
    z.refine(
      (p) => p.value === null || p.kind !== 'session' || SESSION_LIMIT_MINUTES.includes(p.value as 30),
      {
        message: VALIDATION_KEYS.invalid,
        path: ['value'],
      },
    ),
    z.refine((p) => p.value === null || p.kind === 'session' || Math.round(p.value * 100) === p.value * 100, {
      message: VALIDATION_KEYS.invalid,
      path: ['value'],
    }),
  );
/** Inferred type of {@link setLimitPayload}. */
export type SetLimitPayload = z.input<typeof setLimitPayload>;

/** `protection/reality-check` body: minutes between checks, one of {@link REALITY_CHECK_MINUTES}. */
export const realityCheckPayload = z.strictObject({
  minutes: z
    .int()
    .check(
      z.refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), VALIDATION_KEYS.invalid),
    ),
});
/** Inferred type of {@link realityCheckPayload}. */
export type RealityCheckPayload = z.infer<typeof realityCheckPayload>;

/**
 * `protection/exclusion` body: a time-out of {@link TIMEOUT_HOURS} or a self-exclusion of
 * {@link selfExclusionTerms}; `confirm` must be true (it logs the player out everywhere at once).
 */
export const exclusionPayload = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('timeout'),
    hours: z
      .int()
      .check(z.refine((h) => (TIMEOUT_HOURS as readonly number[]).includes(h), VALIDATION_KEYS.invalid)),
    confirm: z.literal(true),
  }),
  z.strictObject({ kind: z.literal('self'), term: z.enum(selfExclusionTerms), confirm: z.literal(true) }),
]);
/** Inferred type of {@link exclusionPayload}. */
export type ExclusionPayload = z.infer<typeof exclusionPayload>;

// Play clock and panic button (issue 32, item 1).

/**
 * Data of `GET protection/play-session`: the gaming session (the login session, from login) as the
 * play header shows it: how long it has run and its games' stakes, wins and net (wins − stakes, TRY).
 */
export const playSession = z.object({
  startedAt: utcTimestamp,
  /** Seconds since the session began, at the server's answer (the page ticks on from there). */
  elapsedSeconds: z.int(),
  staked: money,
  won: money,
  net: money,
});
/** Inferred type of {@link playSession}. */
export type PlaySession = z.infer<typeof playSession>;

/** The hub message `NotifyMessage("PlaySession", {})`: a round moved the player's play figures; read them again. */
export const PLAY_SESSION_LIVE_CMD = 'PlaySession';

/** `protection/panic` body: the player confirmed the break (the site's one confirmation step). */
export const panicPayload = z.strictObject({ confirm: z.literal(true) });
/** Inferred type of {@link panicPayload}. */
export type PanicPayload = z.infer<typeof panicPayload>;

/** Data of `POST protection/panic`: when the break ends, play and deposits reopen (null: an indefinite exclusion already runs). */
export const panicBreak = z.object({ endsAt: z.nullable(utcTimestamp) });
/** Inferred type of {@link panicBreak}. */
export type PanicBreak = z.infer<typeof panicBreak>;
