import type { Locale } from '@playhub/shared/contracts';
import { formatMoney } from '../services/money-format.js';
import { messages, type MessageKey } from './messages.js';
import { t } from './index.js';

/**
 * A stored notification parameter: text or a number as it is, an amount in minor units (shown in
 * the reader's money format), or a payment method by id (shown by its name in the reader's
 * language; `name` is what to show if the method is gone).
 */
export type NotificationParam = string | number | { money: string } | { method: number; name: string };
/** Parameters of a keyed notification, stored as JSON beside its key. */
export type NotificationParams = Record<string, NotificationParam>;

/** The message keys of each notification kind's title and note. */
export const NOTIFICATION_TEXTS = {
  'notification.deposit': { title: 'payment.depositTitle', note: 'payment.depositNote' },
  'notification.depositFailed': { title: 'payment.depositFailedTitle', note: 'payment.depositFailedNote' },
  'notification.withdrawRequested': { title: 'payment.withdrawTitle', note: 'payment.withdrawNote' },
  'notification.withdrawApproved': { title: 'payment.withdrawTitle', note: 'payment.withdrawApprovedNote' },
  'notification.withdrawRejected': { title: 'payment.withdrawTitle', note: 'payment.withdrawRejectedNote' },
  'notification.withdrawRejectedReason': {
    title: 'payment.withdrawTitle',
    note: 'payment.withdrawRejectedReasonNote',
  },
  'notification.trialBonus': { title: 'bonus.trialTitle', note: 'bonus.trialGranted' },
  'notification.bonusApproved': { title: 'bonus.requestTitle', note: 'bonus.requestApprovedNote' },
  'notification.bonusRejected': { title: 'bonus.requestTitle', note: 'bonus.requestRejectedNote' },
  'notification.welcome': { title: 'notification.welcomeTitle', note: 'notification.welcomeNote' },
  'notification.cashback': { title: 'notification.cashbackTitle', note: 'notification.cashbackNote' },
  'notification.jackpot': { title: 'notification.jackpotTitle', note: 'notification.jackpotNote' },
  // KYC and complaints (issue 32)
  'notification.kycApproved': { title: 'kyc.noticeTitle', note: 'kyc.approvedNote' },
  'notification.kycRejected': { title: 'kyc.noticeTitle', note: 'kyc.rejectedNote' },
  'notification.complaintAnswered': { title: 'complaints.noticeTitle', note: 'complaints.answeredNote' },
} as const satisfies Record<string, { title: MessageKey; note: MessageKey }>;

/** A notification kind. */
export type NotificationKey = keyof typeof NOTIFICATION_TEXTS;

/** Payment method names per language, by method id. */
export type MethodNames = ReadonlyMap<number, Readonly<Record<Locale, string>>>;

/** An amount parameter (minor units). */
export const moneyParam = (minor: bigint | string | number): NotificationParam => ({
  money: BigInt(minor).toString(),
});
/** A payment method parameter (its name as written when the row names no method id). */
export const methodParam = (id: number | null, name: string): NotificationParam =>
  id === null ? name : { method: id, name };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One parameter as text in `locale`; null when it has none of the stored shapes. */
function paramText(v: unknown, locale: Locale, methods: MethodNames): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  if (!isRecord(v)) return null;
  if (typeof v.money === 'string' && /^-?\d{1,18}$/.test(v.money)) return formatMoney(locale, v.money);
  if (Number.isInteger(v.method) && typeof v.name === 'string')
    return methods.get(v.method as number)?.[locale] ?? v.name;
  return null;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * A keyed notification's title and note in `locale`; null when the key is unknown or its params do
 * not fill the texts (the stored text is shown then, never a text with `{amount}` in it).
 */
export function renderNotification(
  key: string,
  params: unknown,
  locale: Locale,
  methods: MethodNames,
): { title: string; note: string } | null {
  if (!Object.hasOwn(NOTIFICATION_TEXTS, key)) return null;
  const texts = NOTIFICATION_TEXTS[key as NotificationKey];
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(isRecord(params) ? params : {})) {
    const text = paramText(v, locale, methods);
    if (text !== null) values[name] = text;
  }
  for (const k of [texts.title, texts.note]) {
    if (placeholders(messages[k][locale]).some((p) => !Object.hasOwn(values, p))) return null;
  }
  return { title: t(locale, texts.title, values), note: t(locale, texts.note, values) };
}
