import { z } from 'zod';
import { readNotificationPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { notFound } from '../../errors.js';

/** POST /api/customer/readnotification — marks one of the caller's notifications read (404 if not theirs). */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/readnotification',
  tags: ['customer'],
  summary: 'Mark a notification read',
  auth: true,
  duringExclusion: true,
  body: readNotificationPayload,
  data: z.null(),
  async handler({ body, user, deps }) {
    const rows = await deps.db.query(
      'UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING id',
      [body.id, user.userId],
    );
    if (rows.length === 0) throw notFound();
    return { data: null, message: 'customer.notificationRead' };
  },
});
