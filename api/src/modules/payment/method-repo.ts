import type { Locale } from '@playhub/shared/contracts';
import type { Queryable } from '../../db/index.js';
import { notFound } from '../../errors.js';

/** A payment_methods row. */
export interface MethodRow {
  id: number;
  /** The name the payment provider knows. */
  name: string;
  name_en: string;
  name_tr: string;
  type: number;
  logo: string;
  min_amount: string;
  max_amount: string;
  deposit: boolean;
  withdraw: boolean;
  redirect: boolean;
  [k: string]: unknown;
}

/** Columns of {@link MethodRow}. */
export const METHOD_COLS =
  'id, name, name_en, name_tr, type, logo, min_amount::text AS min_amount, max_amount::text AS max_amount, deposit, withdraw, redirect';

/** The method with `id` enabled for the direction, or 404. */
export async function methodFor(q: Queryable, id: number, direction: 1 | 2): Promise<MethodRow> {
  const rows = await q.query<MethodRow>(`SELECT ${METHOD_COLS} FROM payment_methods WHERE id = $1`, [id]);
  const m = rows[0];
  if (!m || !(direction === 1 ? m.deposit : m.withdraw)) throw notFound('payment.noMethod');
  return m;
}

/** The method's name as players read it in `locale`. */
export function methodLabel(m: MethodRow, locale: Locale): string {
  return locale === 'en' ? m.name_en : m.name_tr;
}
