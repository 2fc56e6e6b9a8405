import type { Locale } from '@playhub/shared/contracts';
import type { Queryable } from '../db/index.js';
import type { MethodNames } from '../i18n/notification-texts.js';

/** Every payment method's name per language, by id (a handful of rows). */
export async function methodNames(q: Queryable): Promise<MethodNames> {
  const rows = await q.query<{ id: number; name_en: string; name_tr: string }>(
    'SELECT id, name_en, name_tr FROM payment_methods',
  );
  return new Map(rows.map((r) => [r.id, { en: r.name_en, tr: r.name_tr }]));
}

/** SQL column of a payment method's name in `locale` (the locale is one of two literals, never input). */
export function methodNameColumn(alias: string, locale: Locale): string {
  return `${alias}.name_${locale === 'en' ? 'en' : 'tr'}`;
}
