import type { MenuItem } from './menu-items';

/** The entry whose url best matches the path (longest prefix), so /spor/fcg marks Sanal, not Sports. */
export function activeItemId(items: readonly MenuItem[], pathname: string): string | null {
  let best: MenuItem | null = null;
  for (const item of items) {
    if (!item.url) continue;
    const match = pathname === item.url || pathname.startsWith(`${item.url}/`);
    if (match && (!best || item.url.length > (best.url?.length ?? 0))) best = item;
  }
  return best?.id ?? null;
}
