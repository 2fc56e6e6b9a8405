import { useEffect } from 'react';
import { bus } from '@playhub/shared/bus';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { openDialog } from '@playhub/shared/ui';
import { notify } from '@playhub/shared/ui-kit';
import { chatConfig } from '../model/chat-config';
import { loadLiveChat } from '../model/livechat-loader';
import { ChatUnavailable } from './chat-unavailable';

const IDLE_DELAY_MS = 4000;

/** Tells the player chat is unavailable and offers the call-request form instead (one toast at a time). */
export function showChatUnavailable(): void {
  notify.info(<ChatUnavailable onCallRequest={() => openDialog('account/call-request')} />, {
    toastId: 'chat-unavailable',
  });
}

/**
 * Live chat (SPEC §1/§2): when configured it loads after the page settles, and `chat:open`
 * (the bottom bar's Support, a celebration screen's Live Chat) maximises it. When not configured,
 * or the widget cannot load, the player gets a toast with the call-request form as the alternative.
 */
export function LiveChat() {
  const config = chatConfig(useBootstrap());
  const license = config?.license;
  const group = config?.group;

  useEffect(() => {
    if (license === undefined || group === undefined) return;
    const timer = setTimeout(
      () => void loadLiveChat({ license, group }).catch(() => undefined),
      IDLE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [license, group]);

  useEffect(
    () =>
      bus.on('chat:open', () => {
        if (license === undefined || group === undefined) return showChatUnavailable();
        loadLiveChat({ license, group }).then(
          (widget) => widget.call('maximize'),
          () => showChatUnavailable(),
        );
      }),
    [license, group],
  );
  return null;
}
