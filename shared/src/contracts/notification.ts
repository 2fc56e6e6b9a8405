import * as z from 'zod/mini';
import { pagingFields, utcTimestamp } from './envelope';
import { notificationTypeSchema } from './enums';
import { idField } from './validation';

/** A player notification; `timeStamp` is ISO without zone, read as UTC. */
export const notification = z.object({
  id: z.int(),
  title: z.string(),
  note: z.string(),
  type: notificationTypeSchema,
  timeStamp: utcTimestamp,
  isRead: z.boolean(),
});
/** Inferred type of {@link notification}. */
export type Notification = z.infer<typeof notification>;

/** `customer/notification` body (the UI sends skip 0, take 100). Data: Notification[], newest first. */
export const notificationListPayload = z.strictObject({
  ...pagingFields,
  take: z._default(pagingFields.take, 100),
});
/** Inferred type of {@link notificationListPayload}. */
export type NotificationListPayload = z.infer<typeof notificationListPayload>;

/** Data of `customer/notification`. */
export const notificationList = z.array(notification);
/** Inferred type of {@link notificationList}. */
export type NotificationList = z.infer<typeof notificationList>;

/** `customer/readnotification` body. */
export const readNotificationPayload = z.strictObject({ id: idField });
/** Inferred type of {@link readNotificationPayload}. */
export type ReadNotificationPayload = z.infer<typeof readNotificationPayload>;

/** Live hub message carrying a notification: `NotifyMessage("Notification", <Notification>)`. */
export const liveNotificationMessage = z.object({ cmd: z.literal('Notification'), message: notification });
/** Inferred type of {@link liveNotificationMessage}. */
export type LiveNotificationMessage = z.infer<typeof liveNotificationMessage>;

/** `POST operator/notify` body (header `x-operator-key`): to one user (id or username) or, with neither, to all. */
export const operatorNotifyPayload = z.strictObject({
  userId: z.optional(z.int().check(z.positive())),
  username: z.optional(z.string().check(z.minLength(1), z.maxLength(50))),
  title: z.string().check(z.minLength(1), z.maxLength(200)),
  note: z.string().check(z.minLength(1), z.maxLength(2000)),
  type: z._default(notificationTypeSchema, 5),
});
/** Inferred type of {@link operatorNotifyPayload}. */
export type OperatorNotifyPayload = z.infer<typeof operatorNotifyPayload>;

/** Data of `operator/notify`: how many players received it. */
export const operatorNotifyResult = z.object({ recipients: z.int() });
/** Inferred type of {@link operatorNotifyResult}. */
export type OperatorNotifyResult = z.infer<typeof operatorNotifyResult>;
