import type { Queryable, Row } from '../db/index.js';

/**
 * One page of `SELECT <select> FROM <from> ORDER BY <order>` plus the total count. `from` holds the
 * WHERE clause using $1..$n of `params`; only trusted SQL fragments go in `from`, `select`, `order`.
 */
export async function pageOf<T extends Row>(
  q: Queryable,
  opts: { select: string; from: string; order: string; params: unknown[]; skip: number; take: number },
): Promise<{ rows: T[]; total: number }> {
  const n = opts.params.length;
  const [count, rows] = await Promise.all([
    q.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${opts.from}`, opts.params),
    q.query<T>(
      `SELECT ${opts.select} FROM ${opts.from} ORDER BY ${opts.order} OFFSET $${n + 1} LIMIT $${n + 2}`,
      [...opts.params, opts.skip, opts.take],
    ),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/**
 * The history lists' date filter (issue 33) as SQL: `column` from the instant in parameter `from`
 * (inclusive) to the one in `to` (exclusive); a null parameter leaves that side open.
 */
export function createdBetween(column: string, from: `$${number}`, to: `$${number}`): string {
  return `(${from}::timestamptz IS NULL OR ${column} >= ${from}::timestamptz) AND (${to}::timestamptz IS NULL OR ${column} < ${to}::timestamptz)`;
}
