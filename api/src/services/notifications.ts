import type { Notification, NotificationType } from '@playhub/shared/contracts';
import { isoUtc, type Db } from '../db/index.js';

/** The live side the API publishes through (API-live's hub); set once the hub is registered. */
export interface LivePublisher {
  publish(userId: number, msg: { cmd: string; message: unknown }): Promise<void>;
  publishAll(msg: { cmd: string; message: unknown }): Promise<void>;
}

/** Stores notifications and pushes them live as `NotifyMessage("Notification", <Notification>)`. */
export class Notifier {
  live: LivePublisher | null = null;

  constructor(private readonly db: Db) {}

  /** Inserts the notification first, then publishes it; a live failure never fails the caller. */
  async notify(
    userId: number,
    n: { title: string; note: string; type: NotificationType },
  ): Promise<Notification> {
    const rows = await this.db.query<NotificationRow>(
      `INSERT INTO notifications (user_id, title, note, type) VALUES ($1, $2, $3, $4)
       RETURNING id, title, note, type, is_read, ${isoUtc('created_at')} AS ts`,
      [userId, n.title, n.note, n.type],
    );
    const message = toNotification(rows[0]!);
    await this.live?.publish(userId, { cmd: 'Notification', message }).catch(() => undefined);
    return message;
  }

  /**
   * Inserts one notification per player and publishes each with its own id (so the player can mark
   * it read); players without an open socket read it from `customer/notification` later.
   */
  async notifyAll(n: { title: string; note: string; type: NotificationType }): Promise<number> {
    const rows = await this.db.query<NotificationRow & { user_id: number }>(
      `INSERT INTO notifications (user_id, title, note, type) SELECT id, $1, $2, $3 FROM users
       RETURNING id, user_id, title, note, type, is_read, ${isoUtc('created_at')} AS ts`,
      [n.title, n.note, n.type],
    );
    const live = this.live;
    if (live) {
      await Promise.all(
        rows.map((r) =>
          live.publish(r.user_id, { cmd: 'Notification', message: toNotification(r) }).catch(() => undefined),
        ),
      );
    }
    return rows.length;
  }
}

/** A notifications row as selected with `isoUtc(created_at) AS ts`. */
export interface NotificationRow {
  id: number;
  title: string;
  note: string;
  type: number;
  is_read: boolean;
  ts: string;
  [k: string]: unknown;
}

/** Maps a row to the contract's Notification. */
export function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    title: r.title,
    note: r.note,
    type: r.type as NotificationType,
    timeStamp: r.ts,
    isRead: r.is_read,
  };
}
