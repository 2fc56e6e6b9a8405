import type { FastifyRequest } from 'fastify';
import type { Locale } from '@playhub/shared/contracts';
import { messages, type MessageKey } from './messages.js';

export { messages, type MessageKey } from './messages.js';

/** Params interpolated into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

/** The request's locale from `x-locale` (tr unless it says en). */
export function localeOf(req: FastifyRequest): Locale {
  const h = req.headers['x-locale'];
  const v = (Array.isArray(h) ? h[0] : h)?.toLowerCase() ?? '';
  return v.startsWith('en') ? 'en' : 'tr';
}

/** Translates a key (unknown keys are returned as they are). */
export function t(locale: Locale, key: string, params: MessageParams = {}): string {
  const entry = (messages as Record<string, { en: string; tr: string }>)[key];
  const text = entry ? entry[locale] : key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** True when `key` is a known message key. */
export function isMessageKey(key: string): key is MessageKey {
  return key in messages;
}
