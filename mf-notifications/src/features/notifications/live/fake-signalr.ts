// Test double of the parts of @microsoft/signalr the hub link uses (Jest only; never bundled).
import type { HubLinkOptions } from './hub-link';

type Handler = (...args: unknown[]) => void;

/** One fake HubConnection: tests drive its lifecycle by hand. */
export class FakeConnection {
  url: string;
  options: Record<string, unknown>;
  reconnect = false;
  handlers = new Map<string, Handler>();
  closeHandlers: Array<(e?: Error) => void> = [];
  reconnectingHandlers: Array<() => void> = [];
  reconnectedHandlers: Array<() => void> = [];
  startResult: Promise<void> = Promise.resolve();
  stopped = false;
  constructor(url: string, options: Record<string, unknown>) {
    this.url = url;
    this.options = options;
  }
  on(name: string, fn: Handler) {
    this.handlers.set(name, fn);
  }
  onclose(fn: (e?: Error) => void) {
    this.closeHandlers.push(fn);
  }
  onreconnecting(fn: () => void) {
    this.reconnectingHandlers.push(fn);
  }
  onreconnected(fn: () => void) {
    this.reconnectedHandlers.push(fn);
  }
  start() {
    return this.startResult;
  }
  async stop() {
    this.stopped = true;
    this.close();
  }
  close(error?: Error) {
    for (const fn of this.closeHandlers) fn(error);
  }
  invoke(name: string, ...args: unknown[]) {
    this.handlers.get(name)?.(...args);
  }
}

/** A fake module plus the connections it built (newest last). */
export function fakeSignalR(prepare: (c: FakeConnection) => void = () => {}) {
  const built: FakeConnection[] = [];
  class Builder {
    private url = '';
    private options: Record<string, unknown> = {};
    private reconnect = false;
    withUrl(url: string, options: Record<string, unknown>) {
      this.url = url;
      this.options = options;
      return this;
    }
    withAutomaticReconnect() {
      this.reconnect = true;
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      const c = new FakeConnection(this.url, this.options);
      c.reconnect = this.reconnect;
      prepare(c);
      built.push(c);
      return c;
    }
  }
  const module = {
    HubConnectionBuilder: Builder,
    HttpTransportType: { WebSockets: 1 },
    LogLevel: { None: 6 },
  };
  const load = (async () => module) as unknown as NonNullable<HubLinkOptions['load']>;
  return { built, load };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
