import { notificationList, notificationListPayload } from '@playhub/shared/contracts';
import { defineRoute } from '../../http/route.js';
import { methodNames } from '../../repo/method-names.js';
import { localNotification, NOTIFICATION_COLS, type NotificationRow } from '../../services/notifications.js';

/**
 * POST /api/customer/notification — the caller's notifications, newest first (`skip`, `take`), in
 * the reader's x-locale (operator free text as written).
 */
export default defineRoute({
  method: 'POST',
  url: '/api/customer/notification',
  tags: ['customer'],
  summary: 'List notifications (newest first)',
  auth: true,
  duringExclusion: true,
  body: notificationListPayload,
  data: notificationList,
  async handler({ body, user, deps, locale }) {
    const [rows, methods] = await Promise.all([
      deps.db.query<NotificationRow>(
        `SELECT ${NOTIFICATION_COLS} FROM notifications
         WHERE user_id = $1 ORDER BY id DESC OFFSET $2 LIMIT $3`,
        [user.userId, body.skip, body.take],
      ),
      methodNames(deps.db),
    ]);
    return { data: rows.map((r) => localNotification(r, locale, methods)) };
  },
});
