import { z } from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLAY_SESSION_LIVE_CMD } from '@playhub/shared/contracts';
import type { Deps } from '../../http/deps.js';
import { answer, parseJsonObject, verifySigned } from '../../http/signed.js';
import { decimalString } from '../../integrations/payments/types.js';
import { SIGNATURE_HEADER } from '../../integrations/signing.js';
import {
  credit,
  debit,
  REFUSAL_STATUS,
  rollback,
  sessionBalance,
  type GameWalletResult,
} from '../../services/game-wallet.js';
import { toMinor } from '../../services/money-format.js';

const id = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w:.-]+$/);
const base = { provider: z.string().min(1).max(50), session: z.string().min(1).max(100) };
const amount = z.string().regex(/^\d{1,10}\.\d{2}$/, 'amount must be a decimal string with two decimals');

const schemas = {
  balance: z.strictObject(base),
  debit: z.strictObject({
    ...base,
    transactionId: id,
    roundId: id,
    amount,
    currency: z.literal('TRY'),
    gameCode: z.string().max(100).optional(),
    /** The stake is an autoplay round (refused where the player's market forbids autoplay). */
    autoplay: z.boolean().optional(),
  }),
  credit: z.strictObject({
    ...base,
    transactionId: id,
    roundId: id,
    amount,
    currency: z.literal('TRY'),
    gameCode: z.string().max(100).optional(),
    roundClosed: z.boolean().default(true),
  }),
  rollback: z.strictObject({ ...base, transactionId: id, referenceTransactionId: id, roundId: id }),
};

function send(req: FastifyRequest, reply: FastifyReply, r: GameWalletResult): FastifyReply {
  const data = {
    status: r.ok ? 'OK' : r.code,
    transactionId: r.txId,
    balance: r.balanceMinor === null ? null : decimalString(BigInt(r.balanceMinor)),
    currency: 'TRY',
    ...(!r.ok && r.message ? { message: r.message } : {}),
  };
  if (r.ok) return answer(req, reply, 200, 'wallet.ok', data);
  req.log.warn({ code: r.code, tx: r.txId }, 'game wallet call refused');
  return answer(req, reply, REFUSAL_STATUS[r.code], 'wallet.refused', data, { code: r.code });
}

/**
 * The seamless wallet game providers call: `POST /api/gamewallet/{balance,debit,credit,rollback}`,
 * JSON signed with GAME_WALLET_SECRET (`x-playhub-signature: t=…,v1=…` over `timestamp.rawBody`).
 * Amounts are decimal strings in TRY. Each transaction id is processed once (a repeat answers the
 * first result); refusals answer 4xx with `data.status` naming the reason. The demo games play
 * through these same endpoints.
 */
export function registerGameWallet(scope: FastifyInstance, deps: Deps): void {
  // An accepted stake, win or rollback moved the player's play figures: the hub tells the player's
  // pages to read them again (the play clock, issue 32). Never waited for, never fails the call.
  const tellPlayer = (sessionToken: string, r: GameWalletResult) => {
    if (!r.ok) return;
    void deps.db
      .query<{ user_id: number }>('SELECT user_id FROM game_sessions WHERE token = $1', [sessionToken])
      .then((rows) =>
        rows[0]
          ? deps.notifier.live?.publish(rows[0].user_id, { cmd: PLAY_SESSION_LIVE_CMD, message: {} })
          : undefined,
      )
      .catch(() => undefined);
  };
  const route = <K extends keyof typeof schemas>(
    name: K,
    run: (
      body: z.infer<(typeof schemas)[K]>,
      reply: FastifyReply,
      req: FastifyRequest,
    ) => Promise<FastifyReply>,
  ) => {
    scope.post(`/api/gamewallet/${name}`, { schema: { hide: true } }, async (req, reply) => {
      const raw = verifySigned(
        req,
        reply,
        deps.config.secrets.gameWallet,
        SIGNATURE_HEADER,
        `game wallet ${name}`,
      );
      if (raw === null) return reply;
      const json = parseJsonObject(req, reply, raw);
      if (!json) return reply;
      const parsed = schemas[name].safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        req.log.warn({ issue }, `game wallet ${name} refused: malformed body`);
        return reply.code(400).send({
          success: false,
          message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
          data: null,
        });
      }
      return run(parsed.data as z.infer<(typeof schemas)[K]>, reply, req);
    });
  };

  route('balance', async (b, reply, req) => {
    const s = await sessionBalance(deps.db, b.provider, b.session);
    if (!s) return send(req, reply, { ok: false, code: 'SESSION_NOT_FOUND', balanceMinor: null, txId: '' });
    return send(req, reply, { ok: true, balanceMinor: s.balanceMinor.toString(), txId: '' });
  });

  route('debit', async (b, reply, req) => {
    const minor = toMinor(b.amount);
    if (minor === null || minor <= 0n) return answer(req, reply, 400, 'validation.positiveAmount');
    const r = await debit(deps.wallet, {
      provider: b.provider,
      sessionToken: b.session,
      txId: b.transactionId,
      roundId: b.roundId,
      amountMinor: minor,
      gameCode: b.gameCode,
      market: deps.config.market,
      autoplay: b.autoplay === true,
    });
    tellPlayer(b.session, r);
    return send(req, reply, r);
  });

  route('credit', async (b, reply, req) => {
    const minor = toMinor(b.amount);
    if (minor === null) return answer(req, reply, 400, 'validation.invalid');
    const r = await credit(deps.wallet, {
      provider: b.provider,
      sessionToken: b.session,
      txId: b.transactionId,
      roundId: b.roundId,
      amountMinor: minor,
      gameCode: b.gameCode,
      roundClosed: b.roundClosed,
    });
    tellPlayer(b.session, r);
    return send(req, reply, r);
  });

  route('rollback', async (b, reply, req) => {
    const r = await rollback(deps.wallet, {
      provider: b.provider,
      sessionToken: b.session,
      txId: b.transactionId,
      refTxId: b.referenceTransactionId,
      roundId: b.roundId,
    });
    tellPlayer(b.session, r);
    return send(req, reply, r);
  });
}
