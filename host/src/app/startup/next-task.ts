declare global {
  interface Window {
    scheduler?: { yield?: () => Promise<void> };
  }
}

/**
 * Resolves in a later task, so the browser may paint and handle input in between: start-up's steps
 * (reading the inline data, checking the landing vertical, first render) then run as several short
 * tasks instead of one long one. `scheduler.yield()` where there is one, else a message to itself
 * (never throttled as a timer is in a background tab).
 */
export function nextTask(): Promise<void> {
  if (typeof window !== 'undefined' && typeof window.scheduler?.yield === 'function')
    return window.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
