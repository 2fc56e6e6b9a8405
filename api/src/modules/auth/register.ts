import { randomInt } from 'node:crypto';
import { registerPayload, session, type RegisterPayload } from '@playhub/shared/contracts';
import type { MarketRules } from '../../config.js';
import type { Db, Queryable } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { providersOriginOf } from '../../http/origin.js';
import { AppError, badRequest, conflict } from '../../errors.js';
import { sessionData, userById } from '../../repo/users.js';
import { sessionMeta, type AuthService, type SessionMeta } from '../../services/auth.js';
import { hashPassword } from '../../services/hashing.js';
import { e164, excludedMatch, reportExcludedMatch } from '../../services/identity.js';
import { assertPasswordAllowed } from '../../services/password-policy.js';
import { recordConsents } from '../../services/consents.js';
import { sessionBlockers } from '../../services/session-blockers.js';
import { setMarketCookie, visitorMarket } from '../../services/markets.js';
import { setLimit } from '../../services/protection.js';

// A taken username is public anyway (it shows on the site); a taken e-mail, phone or national ID
// would reveal that this person has an account, so all three get one message that names none.
const DETAILS = 'identity.detailsUnavailable';
const USERCODE_TRIES = 5;

/** Random 8-digit user codes (an object so tests can force a collision). */
export const usercodes = { next: (): string => String(randomInt(10_000_000, 100_000_000)) };

/** The message of a unique-index violation, or null when it is not one. */
function uniqueViolation(err: unknown): 'usercode' | 'auth.usernameTaken' | typeof DETAILS | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('usercode')) return 'usercode';
  return where.includes('username') ? 'auth.usernameTaken' : DETAILS;
}

/** The affiliate tag kept: where the market asks consent to tracking, only with it (issue 32). */
function keptBtag(body: RegisterPayload, market: MarketRules): string | null {
  const tag = body.btag?.trim();
  if (!tag) return null;
  return !market.affiliateNeedsConsent || body.trackingConsent === true ? tag : null;
}

async function insertUser(
  q: Queryable,
  body: RegisterPayload,
  phone: string,
  hash: string,
  market: MarketRules,
  playerMarket: string,
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO users (usercode, username, email, phone, personal_no, name, surname, country_id, currency_id,
       birth_date, password_hash, trial_bonus_wanted, ref_id, partner, subid, source,
       terms_version, terms_accepted_at, btag, market)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, now(), $18, $19)
     RETURNING id`,
    [
      usercodes.next(),
      body.username,
      body.email,
      phone,
      body.PersonalNo,
      body.name,
      body.surname,
      body.country,
      body.currencyId,
      body.birthDate,
      hash,
      body.trialBonus === 1,
      body.refId ?? null,
      body.partner ?? null,
      body.subid ?? null,
      body.source ?? null,
      // The contract refuses a body without the ticked box: the version in force is the one accepted.
      market.termsVersion,
      keptBtag(body, market),
      playerMarket,
    ],
  );
  return rows[0]!.id;
}

/** Creates the user and its first session; a user-code collision is retried with a new code. */
async function create(
  deps: { db: Db; auth: AuthService; config: { market: MarketRules } },
  body: RegisterPayload,
  phone: string,
  hash: string,
  meta: SessionMeta,
  playerMarket: string,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.tx(async (q) => {
        const id = await insertUser(q, body, phone, hash, deps.config.market, playerMarket);
        if (body.depositLimit)
          await setLimit(q, id, {
            kind: 'deposit',
            period: body.depositLimit.period,
            value: body.depositLimit.value,
          });
        // Proof of each answer of the form: the terms, and both marketing boxes (unticked is an answer).
        await recordConsents(
          q,
          id,
          [
            { kind: 'terms', granted: true, version: deps.config.market.termsVersion },
            { kind: 'marketing_email', granted: body.marketingEmail },
            { kind: 'marketing_sms', granted: body.marketingSms },
            ...(body.btag?.trim()
              ? [{ kind: 'affiliate_tracking' as const, granted: body.trackingConsent === true }]
              : []),
          ],
          'sign-up',
          meta,
        );
        return { userId: id, login: await deps.auth.createSession(q, id, meta) };
      });
    } catch (err) {
      const kind = uniqueViolation(err);
      if (kind === 'usercode' && attempt < USERCODE_TRIES) continue;
      if (kind === 'usercode') throw conflict('identity.tryAgain');
      if (kind) throw conflict(kind);
      throw err;
    }
  }
}

/**
 * POST /api/auth/register — registration payload (Requirements §5 re-validated, 18+, national ID
 * checksum, accepted terms) → session of the new player. Limited per device and address
 * (Throttle.takeSignUp).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/register',
  tags: ['auth'],
  summary:
    'Register; data is the session (authData). 409 on a taken username, or one message for a taken e-mail, phone or PersonalNo',
  body: registerPayload,
  data: session,
  async handler({ req, reply, body, deps }) {
    await deps.throttle.takeSignUp({ ip: req.ip, fingerprint: sessionMeta(req).fingerprint });
    // The account's market is the request's (the host or the gateway's header), for good: a cookie
    // of an earlier login on this device does not choose it.
    const market = visitorMarket(req, deps.config, deps.markets.known);
    if (deps.markets.profile(market)?.depositLimitAtRegistration && !body.depositLimit)
      throw new AppError(422, 'markets.depositLimitRequired');
    const country = await deps.db.query('SELECT 1 FROM countries WHERE id = $1', [body.country]);
    if (country.length === 0) throw badRequest('auth.unknownCountry');
    const byName = await deps.db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [
      body.username,
    ]);
    if (byName.length > 0) throw conflict('auth.usernameTaken');
    const phone = e164(body.phone);
    if (!phone) throw badRequest('validation.phoneNumber');
    assertPasswordAllowed(deps.config.passwords, body.password);
    // A person on a time-out or self-exclusion (or its cooling-off) cannot open another account,
    // whatever they change: the same answer as a taken detail, and the operators are told.
    const excluded = await excludedMatch(deps.db, { ...body, personalNo: body.PersonalNo, phone });
    if (excluded) {
      await reportExcludedMatch(deps.db, excluded, { kind: 'register', username: body.username }, req.ip);
      throw conflict(DETAILS);
    }
    const taken = await deps.db.query(
      `SELECT 1 FROM users
        WHERE email_key = playhub_email_key($1) OR phone = $2 OR personal_no = $3 LIMIT 1`,
      [body.email, phone, body.PersonalNo],
    );
    if (taken.length > 0) throw conflict(DETAILS);
    const meta = sessionMeta(req);
    const { userId, login } = await create(
      deps,
      body,
      phone,
      await hashPassword(body.password),
      meta,
      market,
    );
    setMarketCookie(reply, deps.config, market);
    const user = (await userById(deps.db, userId))!;
    return {
      data: {
        ...sessionData(user, login, meta.fingerprint, {
          adapter: deps.integrations.sportsbook,
          providersOrigin: providersOriginOf(req, deps.config),
        }),
        blockers: await sessionBlockers(deps.db, userId, deps.config.market),
      },
      message: 'auth.registered',
    };
  },
});
