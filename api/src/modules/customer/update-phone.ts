import { z } from 'zod';
import { phoneVerificationResult, updatePhonePayload } from '@playhub/shared/contracts';
import type { Db } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { badRequest, conflict, unprocessable } from '../../errors.js';
import { userById } from '../../repo/users.js';
import { checkCode, deliverLater, issueCode } from '../../services/codes.js';
import { e164, excludedMatch, reportExcludedMatch, sitePhone } from '../../services/identity.js';

const takenByOther = async (db: Db, phone: string, userId: number) =>
  (await db.query('SELECT 1 FROM users WHERE phone = $1 AND id <> $2', [phone, userId])).length > 0;

/**
 * A phone this account may not verify: another account's, or one that makes this player match a
 * person on a time-out or self-exclusion (by that phone, or by the account's own national ID,
 * mailbox, name and birth date). An exclusion match is told to the operators.
 */
async function refusedPhone(db: Db, phone: string, userId: number, ip: string): Promise<boolean> {
  if (await takenByOther(db, phone, userId)) return true;
  const rows = await db.query<{
    username: string;
    personal_no: string;
    email: string;
    name: string;
    surname: string;
    birth_date: string;
  }>('SELECT username, personal_no, email, name, surname, birth_date FROM users WHERE id = $1', [userId]);
  const me = rows[0]!;
  const match = await excludedMatch(
    db,
    { ...me, personalNo: me.personal_no, birthDate: me.birth_date, phone },
    userId,
  );
  if (!match) return false;
  await reportExcludedMatch(db, match, { kind: 'phone', username: me.username, userId }, ip);
  return true;
}

/**
 * POST /api/customer/updatephone — step 1: SMS a code to `phone` (one a minute, five an hour, 429);
 * step 2: check phone + code, store the phone (E.164) and mark it verified (data `{ phone,
 * smsVerified }`). `phone` may be written `905…`, `05…`, `5…` or `0090…`: one number. A phone this
 * account may not have (another account's, or one matching a person on a time-out or
 * self-exclusion) is never revealed: step 1 answers as if the code was sent (it is issued, so
 * earlier codes end, but never delivered) and step 2 fails like a wrong code.
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
    const phone = e164(body.phone);
    if (!phone) throw badRequest('validation.phoneNumber');
    if (body.step !== 2) {
      await throttle.takeIp(throttle.rules.codeRequestsPerIp, req.ip);
      const code = await issueCode(deps.db, user.userId, 'phone', phone);
      const me = (await userById(deps.db, user.userId))!;
      if (!(await refusedPhone(deps.db, phone, user.userId, req.ip))) {
        deliverLater(deps.integrations.messages, {
          channel: 'sms',
          to: phone,
          username: me.username,
          code,
          text: t('customer.smsText', { code }),
        });
      }
      return { data: null, message: 'customer.codeSent' };
    }
    await throttle.takeIp(throttle.rules.codeChecksPerIp, req.ip);
    const ok = await checkCode(deps.db, user.userId, 'phone', phone, body.code ?? '', true);
    if (!ok || (await refusedPhone(deps.db, phone, user.userId, req.ip))) throw unprocessable('auth.badCode');
    try {
      await deps.db.query('UPDATE users SET phone = $1, sms_verified = true WHERE id = $2', [
        phone,
        user.userId,
      ]);
    } catch (err) {
      // Another account verified this phone between the check and the update.
      if ((err as { code?: string }).code === '23505') throw conflict('identity.phoneUnavailable');
      throw err;
    }
    return { data: { phone: sitePhone(phone), smsVerified: true }, message: 'customer.phoneVerified' };
  },
});
