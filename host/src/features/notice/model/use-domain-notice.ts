import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '@playhub/shared/router';
import { useBootstrap } from '@playhub/shared/bootstrap';
import {
  NOTICE_BODY_CLASS,
  NOTICE_FADE_MS,
  isNoticeRead,
  markNoticeRead,
  shouldShowNotice,
} from './notice-rules';

/** `shown` → (dismiss) `leaving` for the fade → `hidden`. */
export type NoticePhase = 'hidden' | 'shown' | 'leaving';

/** State of the top domain notice for the current route. */
export function useDomainNotice() {
  const { pathname } = useLocation();
  const domain = useBootstrap()?.domainStatus;
  // Decided in the first render, not after it: the server painted the bar already (shell), and a
  // bar that arrived a frame later would push the whole page down.
  const [phase, setPhase] = useState<NoticePhase>(() =>
    shouldShowNotice(pathname, isNoticeRead(), domain) ? 'shown' : 'hidden',
  );

  // Re-checked every time navigation ends somewhere: shown at `/` until read, hidden elsewhere.
  useEffect(() => {
    setPhase(shouldShowNotice(pathname, isNoticeRead(), domain) ? 'shown' : 'hidden');
  }, [pathname, domain]);

  useEffect(() => {
    if (phase === 'hidden') return;
    document.body.classList.add(NOTICE_BODY_CLASS);
    return () => document.body.classList.remove(NOTICE_BODY_CLASS);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => setPhase('hidden'), NOTICE_FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const dismiss = useCallback(() => {
    markNoticeRead();
    setPhase('leaving');
  }, []);

  return { phase, domain, dismiss };
}
