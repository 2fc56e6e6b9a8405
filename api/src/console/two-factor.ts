import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { AppError } from '../errors.js';
import { cookieValue } from '../http/cookies.js';
import type { MessageParams } from '../i18n/index.js';
import { operatorSecondStep } from '../services/operator-second-factor.js';
import { audit } from '../services/operators.js';
import { LoginPage } from './pages.js';
import type { ConsoleKit } from './requests.js';

type Signed = NonNullable<Awaited<ReturnType<ConsoleKit['signedIn']>>>;
import {
  challengeToken,
  clearChallengeCookie,
  issueLoginToken,
  LOGIN_COOKIE,
  sameOrigin,
  sameToken,
  setSessionCookie,
} from './session.js';
import { RecoveryCodesPage, SecondStepPage, SetupPage, TwoFactorPage } from './two-factor-pages.js';

const FORM_LIMIT = 8 * 1024;

/** A code as typed: at most 20 characters (a recovery code with its dash and spaces fits). */
const codeOf = (body: unknown) => {
  const code = (body as Record<string, unknown> | undefined)?.code;
  return typeof code === 'string' ? code.trim().slice(0, 20) : '';
};

/**
 * The operators' second factor in the console (issue 30, item 6): the login's code step after the
 * password, and the setup page (QR code, then the recovery codes shown once). Failed code steps
 * and setups are in the audit log.
 */
export function registerSecondFactorPages(scope: FastifyInstance, kit: ConsoleKit): void {
  const { deps } = kit;
  const { config } = deps;

  const codePage = (
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    error?: [string, MessageParams?],
  ) => {
    const csrf = issueLoginToken(req, reply, config);
    const ctx = kit.ctxOf(req, reply, { csrf });
    return kit.send(
      reply,
      status,
      createElement(SecondStepPage, { ctx, error: error && ctx.t(error[0], error[1]) }),
    );
  };

  scope.get('/operator/login/code', async (req, reply) => {
    if (!challengeToken(req)) return kit.seeOther(reply, '/operator/login');
    return codePage(req, reply, 200);
  });

  scope.post('/operator/login/code', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (!sameOrigin(req) || !sameToken(body.csrf, cookieValue(req.headers.cookie, LOGIN_COOKIE)))
      throw new AppError(403, 'console.badForm');
    const challenge = challengeToken(req);
    if (!challenge) return kit.seeOther(reply, '/operator/login');
    const code = codeOf(body);
    if (code.length < 6) return codePage(req, reply, 422, ['operatorRoles.codeWrong']);
    try {
      const session = await operatorSecondStep(deps, challenge, code, req.ip);
      clearChallengeCookie(req, reply, config);
      setSessionCookie(req, reply, config, session.token);
      const left = session.recoveryCodesLeft;
      return kit.seeOther(reply, left === null ? '/operator/' : `/operator/two-factor?left=${left}`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.status === 429) {
        reply.header('retry-after', String(error.params.seconds ?? 60));
        return codePage(req, reply, 429, ['console.wait', { seconds: error.params.seconds ?? 60 }]);
      }
      if (error.status === 422) return codePage(req, reply, 422, ['operatorRoles.codeWrong']);
      // The challenge is over (used, expired, too many wrong codes): the password again.
      clearChallengeCookie(req, reply, config);
      const csrf = issueLoginToken(req, reply, config);
      const ctx = kit.ctxOf(req, reply, { csrf });
      return kit.send(
        reply,
        401,
        createElement(LoginPage, { ctx, error: ctx.t('operatorRoles.challengeExpired') }),
      );
    }
  });

  /** The operator's own second factor as it stands (the page and a failed setup's answer). */
  async function statePage(
    req: FastifyRequest,
    reply: FastifyReply,
    signed: Signed,
    status: number,
    extra: { usedRecovery?: number; error?: string } = {},
  ) {
    const owner = { kind: 'operator', id: signed.operator.operatorId } as const;
    const state = await deps.twoFactor.status(deps.db, owner);
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    return kit.send(
      reply,
      status,
      createElement(TwoFactorPage, {
        ctx,
        ...state,
        required: signed.operator.setupOnly,
        usedRecovery: extra.usedRecovery,
        error: extra.error && ctx.t(extra.error),
      }),
    );
  }

  scope.get('/operator/two-factor', async (req, reply) => {
    const signed = await kit.signedIn(req);
    if (!signed) return kit.seeOther(reply, '/operator/login');
    const left = Number((req.query as Record<string, unknown>).left);
    return statePage(req, reply, signed, 200, {
      usedRecovery: Number.isInteger(left) && left >= 0 && left <= 10 ? left : undefined,
    });
  });

  scope.post('/operator/two-factor/setup', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req, 'read');
    const owner = { kind: 'operator', id: signed.operator.operatorId } as const;
    const setup = await deps.twoFactor.beginSetup(deps.db, owner, `operator:${signed.operator.username}`);
    if (!setup) return kit.seeOther(reply, '/operator/two-factor');
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    return kit.send(reply, 200, createElement(SetupPage, { ctx, setup }));
  });

  scope.post('/operator/two-factor/confirm', { bodyLimit: FORM_LIMIT }, async (req, reply) => {
    const signed = await kit.checkPost(req, 'read');
    const owner = { kind: 'operator', id: signed.operator.operatorId } as const;
    const code = codeOf(req.body);
    const codes = await deps.db.tx((q) => deps.twoFactor.confirmSetup(q, owner, code));
    if (!codes) {
      await audit(
        deps.db,
        { operator: signed.operator },
        'two-factor.setupFailed',
        signed.operator.username,
        {},
        req.ip,
      );
      return statePage(req, reply, signed, 422, { error: 'operatorRoles.setupWrong' });
    }
    await audit(
      deps.db,
      { operator: signed.operator },
      'two-factor.enabled',
      signed.operator.username,
      {},
      req.ip,
    );
    const ctx = kit.ctxOf(req, reply, { operator: signed.operator.username, csrf: signed.csrf });
    return kit.send(
      reply,
      200,
      createElement(RecoveryCodesPage, { ctx: { ...ctx, role: signed.operator.role }, codes }),
    );
  });
}
