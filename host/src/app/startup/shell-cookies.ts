import { requestLocale } from '@playhub/shared/api';
import { shellCookies } from '@playhub/shared/contracts';
import { writeShellCookie } from '@playhub/shared/storage';
import { isNoticeRead } from '@/features/notice/model/notice-rules';

/**
 * Mirrors what this device keeps in local storage into the cookies the server paints the first view
 * with (its language, the domain notice dismissed), on every start: they may have been chosen before
 * the server read them, or the cookies cleared alone.
 */
export function syncShellCookies(): void {
  writeShellCookie(shellCookies.language, requestLocale());
  if (isNoticeRead()) writeShellCookie(shellCookies.noticeRead, 'read');
}
