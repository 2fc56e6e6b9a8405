import { marketingConsentsPayload, marketingConsents as consentsData } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { sessionMeta } from '../../services/auth.js';
import { marketingConsents, recordConsents, type ConsentAnswer } from '../../services/consents.js';

/**
 * POST /api/customer/consents — changes marketing consents from the account page; only answers that
 * change are recorded (with time, source, address and browser as proof).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/consents',
  tags: ['customer'],
  summary: 'Change marketing consents (e-mail, SMS)',
  auth: true,
  body: marketingConsentsPayload,
  data: consentsData,
  async handler({ req, body, user, deps }) {
    const data = await deps.db.tx(async (q) => {
      // One player's answers are written one request at a time, so "only changes" holds.
      await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.userId]);
      const now = await marketingConsents(q, user.userId);
      const answers: ConsentAnswer[] = [];
      if (now.email.granted !== body.email || now.email.at === null)
        answers.push({ kind: 'marketing_email', granted: body.email });
      if (now.sms.granted !== body.sms || now.sms.at === null)
        answers.push({ kind: 'marketing_sms', granted: body.sms });
      await recordConsents(q, user.userId, answers, 'account', sessionMeta(req));
      return marketingConsents(q, user.userId);
    });
    return { data, message: 'consents.saved' };
  },
});
