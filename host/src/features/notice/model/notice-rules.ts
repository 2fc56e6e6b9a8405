import type { DomainStatus } from '@playhub/shared/contracts';
import { shellCookies } from '@playhub/shared/contracts';
import { readString, storageKeys, writeShellCookie, writeString } from '@playhub/shared/storage';

/** Requirements §9: the dismissed notice fades out in 0.5 s. */
export const NOTICE_FADE_MS = 500;
/** Requirements §9: the scrolling notice text loops every 20 s. */
export const NOTICE_LOOP_S = 20;
/** Marker class on <body> while the notice shows (layout can offset fixed parts). */
export const NOTICE_BODY_CLASS = 'has-top-notice';

/** Whether the player dismissed the notice on this device (`topNotifyRead`). */
export function isNoticeRead(): boolean {
  const value = readString(storageKeys.topNotifyRead);
  return value !== null && value !== 'false' && value !== '0';
}

/** Stores the dismissal (survives reloads; the server no longer paints the bar either). */
export function markNoticeRead(): void {
  writeString(storageKeys.topNotifyRead, 'true');
  writeShellCookie(shellCookies.noticeRead, 'read');
}

/** A domain notice worth showing: at least the next domain is known. */
export function hasNoticeContent(domain: DomainStatus | null | undefined): domain is DomainStatus {
  return !!domain && domain.next.trim().length > 0;
}

/**
 * Requirements §2: the notice is checked whenever navigation ends at `/` and shows until dismissed; on any
 * other route it is dismissed for that view only (nothing stored).
 */
export function shouldShowNotice(
  pathname: string,
  read: boolean,
  domain: DomainStatus | null | undefined,
): boolean {
  return pathname === '/' && !read && hasNoticeContent(domain);
}
