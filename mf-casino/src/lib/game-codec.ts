import { game as gameSchema, type Game } from '@playhub/shared/contracts';

// A game object is ~400 bytes of JSON; anything far longer in a URL is not ours.
const MAX_ENCODED_LENGTH = 4096;
const URL_SAFE_BASE64 = /^[A-Za-z0-9_-]+$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null; // impossible length for base64
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Serialises a game for the `/casino/play/{encoded}` path: URL-safe base64 (no padding) of its UTF-8
 * JSON, so Turkish names survive and the segment never contains '/', '+' or '='.
 */
export function encodeGame(game: Game): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(game)));
}

/**
 * Reads a path segment back into a game. Everything from the URL is untrusted: wrong alphabet, bad
 * length, broken UTF-8, non-JSON or a shape that is not a game all give null (never a throw).
 */
export function decodeGame(encoded: string | undefined | null): Game | null {
  if (!encoded || encoded.length > MAX_ENCODED_LENGTH || !URL_SAFE_BASE64.test(encoded)) return null;
  const bytes = fromBase64Url(encoded);
  if (!bytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  const parsed = gameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
