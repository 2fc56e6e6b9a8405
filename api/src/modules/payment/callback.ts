import { z } from 'zod';
import { NotificationType, TransactionStatus, TransactionType, type Locale } from '@playhub/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../http/deps.js';
import { answer, parseJsonObject, verifySigned } from '../../http/signed.js';
import { methodParam, moneyParam } from '../../i18n/notification-texts.js';
import { SIGNATURE_HEADER } from '../../integrations/signing.js';
import type { Queryable } from '../../db/index.js';
import { raiseAlert } from '../../services/alerts.js';
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

/** What the provider says of a payment, asked when a success arrives for a deposit we cancelled. */
type Verified = { captured: true; amountMinor: bigint } | { captured: false; status: string };

async function apply(deps: Deps, provider: string, body: z.infer<typeof callbackBody>): Promise<Outcome> {
  const rows = await deps.db.query<{ user_id: number; status: number }>(
    'SELECT user_id, status FROM transactions WHERE ref = $1',
    [body.reference],
  );
  const userId = rows[0]?.user_id;
  if (userId === undefined) return { kind: 'refused', status: 404, key: 'callback.unknownReference' };
  // A success for a deposit we cancelled (it expired, or its start failed): money may really have
  // been taken. Asked before the transaction, so no lock waits on the provider.
  let verified: Verified | null = null;
  if (body.event === 'payment.succeeded' && rows[0]!.status === TransactionStatus.Cancelled) {
    const at = await deps.integrations.payments.paymentStatus(body.reference);
    verified =
      at.status === 'captured'
        ? { captured: true, amountMinor: at.amountMinor }
        : { captured: false, status: at.status };
  }
  try {
    return await deps.wallet.run(userId, (q) => applyLocked(q, provider, body, verified));
  } catch (err) {
    // Two callbacks naming one provider reference for two deposits, at the same moment.
    if ((err as { code?: string }).code === '23505')
      return { kind: 'refused', status: 409, key: 'callback.duplicateReference' };
    throw err;
  }
}

async function applyLocked(
  q: Queryable,
  provider: string,
  body: z.infer<typeof callbackBody>,
  verified: Verified | null,
): Promise<Outcome> {
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
  // A provider reference names one payment: another deposit already carrying it is a forgery or a
  // provider bug, never a second credit.
  const taken = await q.query(
    'SELECT 1 FROM transactions WHERE provider = $1 AND provider_ref = $2 AND id <> $3',
    [provider, body.providerReference, tx.id],
  );
  if (taken.length > 0) return { kind: 'refused', status: 409, key: 'callback.duplicateReference' };
  const succeeded = body.event === 'payment.succeeded';
  const status = succeeded ? TransactionStatus.Confirmed : TransactionStatus.Cancelled;
  if (tx.status === status) return { kind: 'repeat' };
  const ref = `tx:${tx.id}`;
  const detail = {
    reference: body.reference,
    providerReference: body.providerReference,
    amount: body.amount,
  };
  if (succeeded && tx.status === TransactionStatus.Cancelled) {
    // Credited only if the provider really captured it (the player paid); an operator looks at it
    // either way.
    if (!verified?.captured || verified.amountMinor !== BigInt(tx.amount)) {
      await raiseAlert(q, 'deposit.late_success_unconfirmed', ref, { ...detail, provider: verified });
      return { kind: 'refused', status: 409, key: 'callback.notCaptured' };
    }
    await raiseAlert(q, 'deposit.late_capture_credited', ref, detail);
  } else if (tx.status === TransactionStatus.Confirmed) {
    // Already credited: a cancellation now cannot take the money back by itself.
    await raiseAlert(q, 'deposit.reversed_after_credit', ref, { ...detail, event: body.event });
    return { kind: 'refused', status: 409, key: 'callback.conflict' };
  } else if (tx.status !== TransactionStatus.Created && tx.status !== TransactionStatus.Pending) {
    return { kind: 'refused', status: 409, key: 'callback.conflict' };
  }
  await q.query('UPDATE transactions SET status = $2, provider_ref = $3, updated_at = now() WHERE id = $1', [
    tx.id,
    status,
    body.providerReference,
  ]);
  if (succeeded)
    await post(q, tx.user_id, { cash: BigInt(tx.amount) }, 'deposit', ref, {
      account: 'psp_clearing',
      provider,
    });
  return { kind: 'applied', tx, status };
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
