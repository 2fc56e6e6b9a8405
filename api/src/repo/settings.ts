import type { Queryable } from '../db/index.js';

/** A JSON setting from the `settings` table. */
export async function setting<T>(q: Queryable, key: string, fallback: T): Promise<T> {
  const rows = await q.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0] ? rows[0].value : fallback;
}

/** Trial bonus amount in minor units (setting `trialBonusAmount`, major units). */
export async function trialBonusMinor(q: Queryable): Promise<bigint> {
  const major = await setting<number>(q, 'trialBonusAmount', 50);
  return BigInt(Math.round(major * 100));
}
