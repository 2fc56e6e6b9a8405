import type { Locale, Notification, NotificationType } from '@playhub/shared/contracts';
import { isoUtc, type Db } from '../db/index.js';
import {
  renderNotification,
  type MethodNames,
  type NotificationKey,
  type NotificationParams,
} from '../i18n/notification-texts.js';
import { methodNames } from '../repo/method-names.js';
import { excludedNowSql } from './protection.js';

/** A message for the live side; `localized` holds the message per reader language, when it has one. */
export interface LiveNotice {
  cmd: string;
  message: unknown;
  localized?: Partial<Record<Locale, unknown>>;
}

/** The live side the API publishes through (API-live's hub); set once the hub is registered. */
export interface LivePublisher {
  publish(userId: number, msg: LiveNotice): Promise<void>;
  publishAll(msg: LiveNotice): Promise<void>;
}

/**
 * A notification the site words: a kind and its parameters, rendered in each reader's language.
 * `locale` is the language its stored fallback text is written in (the player's at the time).
 */
export interface KeyedNotice {
  key: NotificationKey;
  params: NotificationParams;
  type: NotificationType;
  locale: Locale;
}

/** Free text (an operator's): shown as written, whatever the reader's language. */
export interface FreeNotice {
  title: string;
  note: string;
  type: NotificationType;
}

const LOCALES: readonly Locale[] = ['en', 'tr'];
const RETURNING = `id, title, note, type, is_read, key, params, ${isoUtc('created_at')} AS ts`;

/** Stores notifications and pushes them live as `NotifyMessage("Notification", <Notification>)`. */
export class Notifier {
  live: LivePublisher | null = null;

  constructor(private readonly db: Db) {}

  /**
   * Inserts the notification first, then publishes it (to each socket in its reader's language);
   * a live failure never fails the caller.
   */
  async notify(userId: number, n: KeyedNotice | FreeNotice): Promise<Notification> {
    const methods: MethodNames = 'key' in n ? await methodNames(this.db) : new Map();
    // Called after money moved: a kind whose params do not fit still stores something, never throws.
    const text =
      'key' in n ? (renderNotification(n.key, n.params, n.locale, methods) ?? { title: n.key, note: '' }) : n;
    const rows = await this.db.query<NotificationRow>(
      `INSERT INTO notifications (user_id, title, note, type, key, params) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${RETURNING}`,
      [
        userId,
        text.title,
        text.note,
        n.type,
        'key' in n ? n.key : null,
        'key' in n ? JSON.stringify(n.params) : null,
      ],
    );
    const row = rows[0]!;
    const message = toNotification(row);
    const localized = row.key
      ? Object.fromEntries(LOCALES.map((l) => [l, localNotification(row, l, methods)]))
      : undefined;
    await this.live?.publish(userId, { cmd: 'Notification', message, localized }).catch(() => undefined);
    return message;
  }

  /**
   * Inserts one notification per player and publishes each with its own id (so the player can mark
   * it read); players without an open socket read it from `customer/notification` later. A message
   * to everyone is marketing: players on a time-out or self-exclusion (or its cooling-off) get none.
   */
  async notifyAll(n: FreeNotice): Promise<number> {
    const rows = await this.db.query<NotificationRow & { user_id: number }>(
      `INSERT INTO notifications (user_id, title, note, type)
       SELECT u.id, $1, $2, $3 FROM users u WHERE NOT ${excludedNowSql('u.id')}
       RETURNING user_id, ${RETURNING}`,
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
  key?: string | null;
  params?: unknown;
  [k: string]: unknown;
}

/** Columns of {@link NotificationRow}. */
export const NOTIFICATION_COLS = RETURNING;

/** Maps a row to the contract's Notification, with its text as stored. */
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

/** Maps a row to the contract's Notification in the reader's language (stored text when it has no key). */
export function localNotification(r: NotificationRow, locale: Locale, methods: MethodNames): Notification {
  const text = r.key ? renderNotification(r.key, r.params, locale, methods) : null;
  return { ...toNotification(r), ...(text ?? {}) };
}
