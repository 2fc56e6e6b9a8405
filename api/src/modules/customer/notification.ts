import { notificationList, notificationListPayload } from '@playhub/shared/contracts';
import { isoUtc } from '../../db/index.js';
import { defineRoute } from '../../http/route.js';
import { toNotification, type NotificationRow } from '../../services/notifications.js';

/** POST /api/customer/notification — the caller's notifications, newest first (`skip`, `take`). */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/notification',
  tags: ['customer'],
  summary: 'List notifications (newest first)',
  auth: true,
  body: notificationListPayload,
  data: notificationList,
  async handler({ body, user, deps }) {
    const rows = await deps.db.query<NotificationRow>(
      `SELECT id, title, note, type, is_read, ${isoUtc('created_at')} AS ts FROM notifications
       WHERE user_id = $1 ORDER BY id DESC OFFSET $2 LIMIT $3`,
      [user.userId, body.skip, body.take],
    );
    return { data: rows.map(toNotification) };
  },
});
