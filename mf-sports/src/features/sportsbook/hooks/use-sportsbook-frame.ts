import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { openDialog } from '@playhub/shared/ui';
import { readSportsbookMessage } from '../model/frame-messages';

/** Load state of the frame. */
export type FrameStatus = 'loading' | 'ready' | 'error';

/**
 * Runs one sportsbook frame: listens to its messages (only from its origin), decides when it has
 * answered — the load event plus its first message, since a load event alone also fires for an
 * error page — and turns to the error state after `timeoutMs`. `frameKey` changes remount the
 * frame (new token, retry) and start over.
 */
export function useSportsbookFrame(
  frameRef: RefObject<HTMLIFrameElement | null>,
  src: URL,
  timeoutMs: number,
) {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<FrameStatus>('loading');
  const [reportedHeight, setReportedHeight] = useState<number | null>(null);
  const seen = useRef({ load: false, message: false });
  const href = src.href;
  const frameKey = `${href}#${attempt}`;

  useEffect(() => {
    seen.current = { load: false, message: false };
    setStatus('loading');
    setReportedHeight(null);
    const timer = setTimeout(() => setStatus((s) => (s === 'ready' ? s : 'error')), timeoutMs);
    return () => clearTimeout(timer);
  }, [frameKey, timeoutMs]);

  const answered = useCallback((what: 'load' | 'message') => {
    seen.current[what] = true;
    if (seen.current.load && seen.current.message) setStatus('ready');
  }, []);

  useEffect(() => {
    const origin = new URL(href).origin;
    const onMessage = (event: MessageEvent) => {
      const message = readSportsbookMessage(event, {
        origin,
        window: frameRef.current?.contentWindow ?? null,
      });
      if (!message) return;
      answered('message');
      if (message.type === 'sportsbook:height') setReportedHeight(message.height);
      else if (message.type === 'sportsbook:login') openDialog('account/login');
      // Requirements §6: a visitor asking to deposit gets the login dialog — the host's dialog
      // manager does that for the wallet's dialogs (requiresAuth), then opens the deposit.
      else if (message.type === 'sportsbook:deposit') openDialog('wallet/deposit-modal', { mode: 'deposit' });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [href, frameRef, answered]);

  const onLoad = useCallback(() => answered('load'), [answered]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  return { frameKey, status, reportedHeight, onLoad, retry };
}
