/** A link target from CMS data, reduced to something safe to render. */
export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Classifies a CMS url: site paths ('/promotions') stay in the router; http(s) URLs open as links;
 * anything else (javascript:, data:, protocol-relative '//evil') is dropped.
 */
export function safeLink(url: string | null | undefined): SafeLink {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? { kind: 'external', href: parsed.toString() }
      : null;
  } catch {
    return null;
  }
}

/** True for an http(s) URL (what may go into an iframe src). */
export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
