import type { ChatConfig } from './chat-config';

interface LiveChatWidget {
  call(method: 'maximize' | 'minimize' | 'hide'): void;
}
declare global {
  interface Window {
    __lc?: { license: number; group: number; chat_between_groups?: boolean };
    LiveChatWidget?: LiveChatWidget;
  }
}

const SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';
const READY_TIMEOUT_MS = 10_000;
let loading: Promise<LiveChatWidget> | null = null;

/** Loads the LiveChat widget once; rejects (and may be retried) when the script cannot load. */
export function loadLiveChat(config: ChatConfig): Promise<LiveChatWidget> {
  if (loading) return loading;
  loading = new Promise<LiveChatWidget>((resolve, reject) => {
    window.__lc = { license: config.license, group: config.group, chat_between_groups: false };
    const script = document.createElement('script');
    script.async = true;
    script.src = SCRIPT_URL;
    const started = Date.now();
    const waitForWidget = () => {
      if (window.LiveChatWidget) resolve(window.LiveChatWidget);
      else if (Date.now() - started > READY_TIMEOUT_MS) reject(new Error('live chat did not start'));
      else setTimeout(waitForWidget, 100);
    };
    script.onload = waitForWidget;
    script.onerror = () => reject(new Error('live chat script failed to load'));
    document.head.appendChild(script);
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
