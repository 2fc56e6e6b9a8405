import { defaultVerticalRoutes, verticalNames, type VerticalName } from './remote';

/** What the route table reads of composition.json: each vertical's `routes`, if it names any. */
export type RoutedComposition = Partial<Record<VerticalName, { routes?: readonly string[] } | undefined>>;

/** Which vertical owns a path. */
export interface RouteTable {
  /** The vertical that owns a path, or null when the host does (static pages, 404). */
  ownerOf(pathname: string): VerticalName | null;
}

/**
 * Route ownership from composition.json (issue 18, item 4), the same for the host's router and the
 * server that renders the page: each entry's `routes` — exact paths and
 * `/*` prefixes — or, when it names none, its default routes from shared/verticals.json. The most
 * specific pattern wins whatever the order: an exact path, then the longest prefix (`/dashboard/deposit`
 * is the wallet's although `/dashboard/*` is the account's). A pattern two verticals claim stays with
 * the first in the list and is reported. A vertical missing from the composition keeps its default
 * routes, so its pages say it is unavailable instead of "not found".
 */
export function createRouteTable(composition: RoutedComposition): { table: RouteTable; problems: string[] } {
  const problems: string[] = [];
  const exact = new Map<string, VerticalName>();
  const prefixes: Array<[string, VerticalName]> = [];
  const claimed = new Map<string, VerticalName>();
  for (const name of verticalNames) {
    for (const pattern of composition[name]?.routes ?? defaultVerticalRoutes[name]) {
      const owner = claimed.get(pattern);
      if (owner) {
        problems.push(`${name}: route ${pattern} is already ${owner}'s`);
        continue;
      }
      claimed.set(pattern, name);
      if (pattern.endsWith('/*')) prefixes.push([pattern.slice(0, -2), name]);
      else exact.set(pattern, name);
    }
  }
  prefixes.sort(([a], [b]) => b.length - a.length);
  return {
    problems,
    table: {
      ownerOf(pathname) {
        const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
        return (
          exact.get(path) ??
          prefixes.find(([base]) => path === base || path.startsWith(`${base}/`))?.[1] ??
          null
        );
      },
    },
  };
}
