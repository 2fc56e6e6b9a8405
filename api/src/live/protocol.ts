// SignalR JSON hub protocol: framing and the few records the server writes.
// See shared/notes/live-hub.md; the official @microsoft/signalr client is the conformance test.

/** Record separator that ends every JSON record (0x1E). */
export const RS = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** Minimal shape of any hub record after JSON parsing. */
export interface HubRecord {
  type?: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
  protocol?: string;
  version?: number;
}

/**
 * Splits a stream of text frames into complete records. A frame may carry several records and, on
 * some transports, a record may be cut across frames; the tail after the last 0x1E is kept.
 */
export class RecordReader {
  private pending = '';

  /** Feeds one frame; returns the complete raw records it closes (without the separator). */
  push(chunk: string): string[] {
    const text = this.pending + chunk;
    const last = text.lastIndexOf(RS);
    if (last === -1) {
      this.pending = text;
      return [];
    }
    this.pending = text.slice(last + 1);
    return text
      .slice(0, last)
      .split(RS)
      .filter((r) => r.length > 0);
  }

  /** Characters waiting for their separator; the hub caps this to bound memory. */
  get pendingLength(): number {
    return this.pending.length;
  }
}

/** Parses one raw record; null when it is not a JSON object. */
export function parseRecord(raw: string): HubRecord | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as HubRecord) : null;
  } catch {
    return null;
  }
}

/** Serialises records into one frame, each followed by the separator. */
export function frame(...records: object[]): string {
  return records.map((r) => JSON.stringify(r) + RS).join('');
}

export const handshakeOk = (): string => frame({});
export const handshakeError = (error: string): string => frame({ error });
export const PING_FRAME = frame({ type: MessageType.Ping });

export function closeFrame(error?: string, allowReconnect?: boolean): string {
  const rec: Record<string, unknown> = { type: MessageType.Close };
  if (error !== undefined) rec.error = error;
  if (allowReconnect) rec.allowReconnect = true;
  return frame(rec);
}

/** The only server-to-client call the site uses: NotifyMessage(cmd, message). */
export function notifyFrame(cmd: string, message: unknown): string {
  return frame({ type: MessageType.Invocation, target: 'NotifyMessage', arguments: [cmd, message] });
}

export function completionError(invocationId: string, error: string): string {
  return frame({ type: MessageType.Completion, invocationId, error });
}

/** Highest hub protocol version accepted for the json protocol. */
export const MAX_VERSION = 2;

/** Checks a handshake request; returns an error text, or null when it is acceptable. */
export function checkHandshake(rec: HubRecord | null): string | null {
  if (!rec || typeof rec.protocol !== 'string' || typeof rec.version !== 'number') {
    return 'Invalid handshake request.';
  }
  if (rec.protocol !== 'json') return `The protocol '${rec.protocol}' is not supported.`;
  if (rec.version > MAX_VERSION)
    return `The server does not support version ${rec.version} of the 'json' protocol.`;
  return null;
}
