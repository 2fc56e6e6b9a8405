import { useEffect, useSyncExternalStore } from 'react';
import { useBootstrap } from '@playhub/shared/bootstrap';
import { askConsentAgain, onConsentChange, readConsent } from '@playhub/shared/storage';
import { openDialog, uiStore } from '@playhub/shared/ui';
import { notify } from '@playhub/kit/ui-kit';
import { chatConfig } from '../model/chat-config';
import { loadLiveChat } from '../model/livechat-loader';
import { ChatUnavailable } from './chat-unavailable';

const IDLE_DELAY_MS = 4000;

/**
 * Tells the player chat is unavailable and offers the call-request form instead (one toast at a
 * time); when chat only waits for consent, it says so and offers the cookie settings too.
 */
export function showChatUnavailable(needsConsent = false): void {
  notify.info(
    <ChatUnavailable
      onCallRequest={() => openDialog('account/call-request')}
      onCookieSettings={needsConsent ? askConsentAgain : undefined}
    />,
    { toastId: 'chat-unavailable' },
  );
}

/**
 * Live chat (Requirements §1/§2): when configured, and once the player accepted non-essential scripts
 * (a third party's widget), it loads after the page settles, and `openChat()` from the ui store
 * (the bottom bar's Support, a celebration screen's Live Chat) maximises it. Otherwise, or when the widget cannot
 * load, the player gets a toast with the call-request form as the alternative.
 */
export function LiveChat() {
  const configured = chatConfig(useBootstrap());
  const consented = useSyncExternalStore(onConsentChange, readConsent) === 'accepted';
  const config = consented ? configured : null;
  const needsConsent = configured !== null && !consented;
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
      uiStore.subscribe((state, previous) => {
        if (state.chatRequests <= previous.chatRequests) return;
        if (license === undefined || group === undefined) return showChatUnavailable(needsConsent);
        loadLiveChat({ license, group }).then(
          (widget) => widget.call('maximize'),
          () => showChatUnavailable(),
        );
      }),
    [license, group, needsConsent],
  );
  return null;
}
