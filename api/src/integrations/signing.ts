import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of server-to-server calls (payment callbacks, seamless-wallet calls): the common
 * scheme of payment providers — HMAC-SHA256 over `timestamp + "." + raw body` with a shared
 * secret, sent as `t=<unix seconds>,v1=<hex>`; the receiver recomputes it over the raw bytes,
 * compares in constant time and refuses timestamps outside a short window.
 */

/** Header that carries the signature. */
export const SIGNATURE_HEADER = 'x-playhub-signature';
/** Accepted clock difference between sender and receiver, both ways. */
export const REPLAY_WINDOW_SECONDS = 300;

const mac = (secret: string, timestamp: number, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The only accepted spelling of a signature header. */
const SIGNATURE = /^t=([1-9]\d{0,11}),v1=([0-9a-f]{64})$/;

/** The signature header value for a body sent now (or at `nowMs`). */
export function sign(secret: string, rawBody: string, nowMs = Date.now()): string {
  const timestamp = Math.floor(nowMs / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, rawBody)}`;
}

/** Why a signature was refused. */
export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

/** Checks a signature header against the raw body; null when valid. */
export function verify(
  secret: string,
  header: string | string[] | undefined,
  rawBody: string,
  nowMs = Date.now(),
): SignatureProblem | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'missing';
  // One way to write a signature only: no leading zero in the timestamp, no padding, lowercase hex
  // (so the replay check, which remembers signatures, cannot be passed with another spelling).
  const m = SIGNATURE.exec(value);
  if (!m) return 'malformed';
  const timestamp = Number(m[1]);
  if (Math.abs(nowMs / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) return 'stale';
  const expected = Buffer.from(mac(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(m[2]!, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'mismatch';
}
