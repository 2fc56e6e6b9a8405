/** A one-time code message for a player. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** Phone number or e-mail address. */
  to: string;
  username: string;
  /** Subject line of an e-mail. */
  subject?: string;
  text: string;
  /** The code inside `text`: kept only by the development outbox, never logged. */
  code: string;
}

/** Delivers codes to players: e-mail and SMS each through its configured transport. */
export interface MessageProvider {
  send(msg: OutgoingMessage): Promise<void>;
}

/** One transport (SMTP, an HTTP SMS gateway, or the development outbox). */
export interface Transport {
  readonly name: string;
  readonly demo: boolean;
  send(msg: OutgoingMessage): Promise<void>;
}
