import { phoneVerificationResult, updatePhonePayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { conflict, unprocessable } from '../../errors.js';
import { userById } from '../../repo/users.js';
import { checkCode, issueCode } from '../../services/codes.js';

/**
 * POST /api/customer/updatephone — step 1: SMS a code to `phone` (60 s resend limit, 429);
 * step 2: check phone + code, store the phone and mark it verified (data `{ phone, smsVerified }`).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/updatephone',
  tags: ['customer'],
  summary: 'Phone verification by SMS code (step 1 send, step 2 verify)',
  auth: true,
  body: updatePhonePayload,
  data: phoneVerificationResult.nullable(),
  async handler({ body, user, deps, t }) {
    const other = await deps.db.query('SELECT 1 FROM users WHERE phone = $1 AND id <> $2', [
      body.phone,
      user.userId,
    ]);
    if (other.length > 0) throw conflict('auth.phoneTaken');
    if (body.step !== 2) {
      const me = (await userById(deps.db, user.userId))!;
      const code = await issueCode(deps.db, user.userId, 'phone', body.phone);
      await deps.outbox.send({
        channel: 'sms',
        to: body.phone,
        username: me.username,
        code,
        text: t('customer.smsText', { code }),
      });
      return { data: null, message: 'customer.codeSent' };
    }
    if (!(await checkCode(deps.db, user.userId, 'phone', body.phone, body.code ?? '', true)))
      throw unprocessable('auth.badCode');
    try {
      await deps.db.query('UPDATE users SET phone = $1, sms_verified = true WHERE id = $2', [
        body.phone,
        user.userId,
      ]);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw conflict('auth.phoneTaken');
      throw err;
    }
    return { data: { phone: body.phone, smsVerified: true }, message: 'customer.phoneVerified' };
  },
});
