import type { VerticalName } from '@playhub/shared/contracts';

/** Route ownership of ARCHITECTURE.md, most specific first. The host owns what no vertical does. */
const owners: Array<[RegExp, VerticalName]> = [
  [/^\/dashboard\/(deposit|withdraw)\/?$/, 'wallet'],
  [/^\/dashboard(\/|$)/, 'account'],
  [/^\/(spor|livespor|esports)(\/|$)/, 'sports'],
  [/^\/(casino|promotions)(\/|$)/, 'casino'],
  [/^\/$/, 'casino'],
];

/** The vertical that owns a path, or null when the host does (static pages, 404). */
export function ownerOfPath(pathname: string): VerticalName | null {
  return owners.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
