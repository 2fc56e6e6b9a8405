import { z } from 'zod';
import { phoneVerificationResult, updatePhonePayload } from '@playhub/shared/contracts';
import type { Db } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { conflict, unprocessable } from '../../errors.js';
import { userById } from '../../repo/users.js';
import { checkCode, deliverLater, issueCode } from '../../services/codes.js';

const takenByOther = async (db: Db, phone: string, userId: number) =>
  (await db.query('SELECT 1 FROM users WHERE phone = $1 AND id <> $2', [phone, userId])).length > 0;

/**
 * POST /api/customer/updatephone — step 1: SMS a code to `phone` (one a minute, five an hour, 429);
 * step 2: check phone + code, store the phone and mark it verified (data `{ phone, smsVerified }`).
 * A phone of another account is never revealed: step 1 answers as if the code was sent (it is
 * issued, so earlier codes end, but never delivered) and step 2 fails like a wrong code.
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/updatephone',
  tags: ['customer'],
  summary: 'Phone verification by SMS code (step 1 send, step 2 verify)',
  auth: true,
  body: updatePhonePayload,
  data: z.nullable(phoneVerificationResult),
  async handler({ req, body, user, deps, t }) {
    const { throttle } = deps;
    if (body.step !== 2) {
      await throttle.takeIp(throttle.rules.codeRequestsPerIp, req.ip);
      const code = await issueCode(deps.db, user.userId, 'phone', body.phone);
      const me = (await userById(deps.db, user.userId))!;
      if (!(await takenByOther(deps.db, body.phone, user.userId))) {
        deliverLater(deps.integrations.messages, {
          channel: 'sms',
          to: body.phone,
          username: me.username,
          code,
          text: t('customer.smsText', { code }),
        });
      }
      return { data: null, message: 'customer.codeSent' };
    }
    await throttle.takeIp(throttle.rules.codeChecksPerIp, req.ip);
    const ok = await checkCode(deps.db, user.userId, 'phone', body.phone, body.code ?? '', true);
    if (!ok || (await takenByOther(deps.db, body.phone, user.userId))) throw unprocessable('auth.badCode');
    try {
      await deps.db.query('UPDATE users SET phone = $1, sms_verified = true WHERE id = $2', [
        body.phone,
        user.userId,
      ]);
    } catch (err) {
      // Another account verified this phone between the check and the update.
      if ((err as { code?: string }).code === '23505') throw conflict('identity.phoneUnavailable');
      throw err;
    }
    return { data: { phone: body.phone, smsVerified: true }, message: 'customer.phoneVerified' };
  },
});
