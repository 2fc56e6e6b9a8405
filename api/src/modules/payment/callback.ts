import { z } from 'zod';
import { NotificationType, TransactionStatus, TransactionType, type Locale } from '@playhub/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { answer, parseJsonObject, verifySigned } from '../../http/signed.js';
import { methodParam, moneyParam } from '../../i18n/notification-texts.js';
import { SIGNATURE_HEADER } from '../../integrations/signing.js';
import { post } from '../../services/ledger.js';
import { toMinor } from '../../services/money-format.js';

const callbackBody = z.strictObject({
  event: z.enum(['payment.succeeded', 'payment.failed', 'payment.cancelled']),
  reference: z.string().min(1).max(100),
  providerReference: z.string().min(1).max(100),
  amount: z.string().regex(/^\d{1,12}\.\d{2}$/),
  currency: z.literal('TRY'),
});

interface TxRow {
  id: number;
  user_id: number;
  type: number;
  status: number;
  amount: string;
  method_id: number | null;
  method_name: string;
  locale: string;
  provider: string | null;
  [k: string]: unknown;
}

type Outcome =
  | { kind: 'applied'; tx: TxRow; status: number }
  | { kind: 'repeat' }
  | { kind: 'refused'; status: number; key: string };

/**
 * POST /api/payment/callback/:provider — the payment provider's server-to-server confirmation,
 * signed with PAYMENT_CALLBACK_SECRET over `timestamp.rawBody` (`x-playhub-signature: t=…,v1=…`).
 * The only way a deposit is credited. Unsigned, stale or forged callbacks get 401, an exact replay
 * of an earlier delivery 409; another delivery of an applied outcome answers 200 and moves nothing
 * (providers retry until they get a 2xx). Every refusal is logged.
 */
export function registerPaymentCallback(scope: FastifyInstance, deps: Deps): void {
  scope.post<{ Params: { provider: string } }>(
    '/api/payment/callback/:provider',
    { schema: { hide: true } },
    async (req, reply) => {
      const provider = deps.integrations.payments.name;
      if (req.params.provider !== provider) return answer(req, reply, 404, 'callback.wrongProvider');
      const raw = verifySigned(
        req,
        reply,
        deps.config.secrets.paymentCallback,
        SIGNATURE_HEADER,
        'payment callback',
      );
      if (raw === null) return reply;
      const json = parseJsonObject(req, reply, raw);
      if (!json) return reply;
      const parsed = callbackBody.safeParse(json);
      if (!parsed.success) {
        req.log.warn({ issues: parsed.error.issues }, 'payment callback refused: malformed body');
        return answer(req, reply, 400, 'errors.badRequest');
      }
      const body = parsed.data;
      const signature = String(req.headers[SIGNATURE_HEADER]);
      // The signature of every delivery is kept: the same one twice is a replay, refused.
      const fresh = await deps.db.query(
        `INSERT INTO payment_callbacks (provider, signature, reference, outcome, body) VALUES ($1, $2, $3, 'received', $4)
         ON CONFLICT (provider, signature) DO NOTHING RETURNING id`,
        [provider, signature, body.reference, raw],
      );
      if (fresh.length === 0) {
        req.log.warn({ reference: body.reference, ip: req.ip }, 'payment callback refused: replayed');
        return answer(req, reply, 409, 'callback.replayed');
      }
      const outcome = await apply(deps, provider, body);
      await deps.db.query(
        `UPDATE payment_callbacks SET outcome = $3 WHERE provider = $1 AND signature = $2`,
        [provider, signature, outcome.kind === 'refused' ? `refused:${outcome.key}` : outcome.kind],
      );
      if (outcome.kind === 'refused') {
        req.log.warn({ reference: body.reference, reason: outcome.key }, 'payment callback refused');
        return answer(req, reply, outcome.status, outcome.key);
      }
      if (outcome.kind === 'repeat') return answer(req, reply, 200, 'callback.alreadyApplied');
      await notifyPlayer(deps, outcome.tx, outcome.status);
      return answer(req, reply, 200, 'callback.applied');
    },
  );
}

async function apply(deps: Deps, provider: string, body: z.infer<typeof callbackBody>): Promise<Outcome> {
  const rows = await deps.db.query<{ user_id: number }>('SELECT user_id FROM transactions WHERE ref = $1', [
    body.reference,
  ]);
  const userId = rows[0]?.user_id;
  if (userId === undefined) return { kind: 'refused', status: 404, key: 'callback.unknownReference' };
  return deps.wallet.run(userId, async (q) => {
    const tx = (
      await q.query<TxRow>(
        `SELECT id, user_id, type, status, amount::text AS amount, method_id, method_name, locale, provider
           FROM transactions WHERE ref = $1 FOR UPDATE`,
        [body.reference],
      )
    )[0];
    if (!tx || tx.type !== TransactionType.Deposit || tx.provider !== provider)
      return { kind: 'refused', status: 404, key: 'callback.unknownReference' };
    if (toMinor(body.amount) !== BigInt(tx.amount))
      return { kind: 'refused', status: 422, key: 'callback.amountMismatch' };
    const status =
      body.event === 'payment.succeeded' ? TransactionStatus.Confirmed : TransactionStatus.Cancelled;
    if (tx.status === status) return { kind: 'repeat' };
    if (tx.status !== TransactionStatus.Created && tx.status !== TransactionStatus.Pending)
      return { kind: 'refused', status: 409, key: 'callback.conflict' };
    await q.query(
      'UPDATE transactions SET status = $2, provider_ref = $3, updated_at = now() WHERE id = $1',
      [tx.id, status, body.providerReference],
    );
    if (status === TransactionStatus.Confirmed)
      await post(q, tx.user_id, { cash: BigInt(tx.amount) }, 'deposit', `tx:${tx.id}`);
    return { kind: 'applied', tx, status };
  });
}

async function notifyPlayer(deps: Deps, tx: TxRow, status: number): Promise<void> {
  const locale: Locale = tx.locale === 'en' ? 'en' : 'tr';
  const ok = status === TransactionStatus.Confirmed;
  await deps.notifier.notify(tx.user_id, {
    key: ok ? 'notification.deposit' : 'notification.depositFailed',
    params: { amount: moneyParam(tx.amount), method: methodParam(tx.method_id, tx.method_name) },
    type: NotificationType.Deposit,
    locale,
  });
}
