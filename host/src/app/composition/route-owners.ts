import type { VerticalName } from '@playhub/shared/contracts';
import table from './route-owners.json';

/**
 * Route ownership of ARCHITECTURE.md, most specific first. The host owns what no vertical does. The
 * table is JSON because index.html reads it too (to start fetching the landing vertical early).
 */
const owners: Array<[RegExp, VerticalName]> = (table as Array<[string, VerticalName]>).map(
  ([pattern, name]) => [new RegExp(pattern), name],
);

/** The vertical that owns a path, or null when the host does (static pages, 404). */
export function ownerOfPath(pathname: string): VerticalName | null {
  return owners.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
