import { z } from 'zod';
import { breakAccessPayload, session } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { providersOriginOf } from '../../http/origin.js';
import { AppError } from '../../errors.js';
import { sessionData, userByUsername } from '../../repo/users.js';
import { sessionMeta } from '../../services/auth.js';
import { checkCode, deliverLater, issueCode } from '../../services/codes.js';
import { dummyHash, verifyPassword } from '../../services/hashing.js';
import { exclusionEnd } from '../../services/protection.js';
import { guardLogin, knownPlayerClient } from '../../services/throttle/login-guard.js';

/**
 * POST /api/auth/breakaccess — a player on a time-out or self-exclusion reaches their balance.
 * Without `code`: the password is checked and, only for an account on a running exclusion with the
 * right password, a code goes by SMS to its phone; the answer is the same in every case (no
 * password oracle, nothing said about an exclusion). With `code`: password and code → a
 * withdrawal-only session (balance, withdrawals, history; no games, deposits, bonuses or marketing)
 * and the exclusion's end; any mistake gets one answer. Both steps take the login's growing delays.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/auth/breakaccess',
  tags: ['auth'],
  summary: 'During an exclusion: SMS code, then a withdrawal-only session',
  body: breakAccessPayload,
  data: z.nullable(session),
  async handler({ req, body, deps, locale, t }) {
    const user = await userByUsername(deps.db, body.username);
    const meta = sessionMeta(req);
    const known = await knownPlayerClient(deps.db, user?.id ?? null, meta);
    const attempt = await guardLogin(deps.throttle, { username: body.username, client: meta, known });
    const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash()));
    const end = user && ok ? await exclusionEnd(deps.db, user.id, locale) : null;
    const excluded = user && end ? user : null;
    if (body.code === undefined) {
      await deps.throttle.takeIp(deps.throttle.rules.codeRequestsPerIp, req.ip);
      // For no one the same statements run and write nothing.
      const code = await issueCode(deps.db, excluded?.id ?? null, 'break', excluded?.phone ?? '');
      if (excluded) {
        deliverLater(deps.integrations.messages, {
          channel: 'sms',
          to: excluded.phone,
          username: excluded.username,
          code,
          text: t('auth.breakSms', { code }),
        });
      }
      return { data: null, message: 'auth.breakCodeSent' };
    }
    await deps.throttle.takeIp(deps.throttle.rules.codeChecksPerIp, req.ip);
    const codeOk = excluded
      ? await checkCode(deps.db, excluded.id, 'break', excluded.phone, body.code, true)
      : false;
    if (!excluded || !codeOk || !end) throw new AppError(422, 'auth.breakRefused');
    await attempt.succeeded();
    const login = await deps.auth.createSession(deps.db, excluded.id, meta, 'withdraw');
    const data = sessionData(excluded, login, meta.fingerprint, {
      adapter: deps.integrations.sportsbook,
      providersOrigin: providersOriginOf(req, deps.config),
    });
    return {
      // No sportsbook during an exclusion: the frames get a visitor's empty tokens.
      data: { ...data, betsyToken: '', betcoToken: '', access: 'withdraw' as const },
      message: end.until ? 'auth.breakAccess' : 'auth.breakAccessIndefinite',
      params: { until: end.until },
    };
  },
});
