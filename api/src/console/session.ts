import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@playhub/shared/contracts';
import type { AppConfig } from '../config.js';
import { cookieValue } from '../http/cookies.js';

/** The console's session cookie: the operator session's token, for /operator only. */
export const SESSION_COOKIE = 'playhub_operator';
/** The login form's CSRF cookie (a random value the form repeats). */
export const LOGIN_COOKIE = 'playhub_operator_login';
/** A login between its password and its second factor: the challenge's token (5 minutes). */
export const CHALLENGE_COOKIE = 'playhub_operator_challenge';
/** The console's language, when chosen with `?lang=`. */
export const LANG_COOKIE = 'playhub_operator_lang';
const PATH = '/operator';
const SESSION_SECONDS = 8 * 3600;

/** Secure in production and over TLS: the cookie never leaves on a plain connection there. */
function secure(req: FastifyRequest, config: AppConfig): string {
  return config.production || req.protocol === 'https' ? '; Secure' : '';
}

/** A cookie of the console: HttpOnly, SameSite=Strict, scoped to /operator. */
function cookie(req: FastifyRequest, config: AppConfig, name: string, value: string, maxAge: number): string {
  return `${name}=${value}; Max-Age=${maxAge}; Path=${PATH}; HttpOnly; SameSite=Strict${secure(req, config)}`;
}

/** Adds one Set-Cookie header (Fastify appends each one to the ones already set). */
function addCookie(reply: FastifyReply, value: string): void {
  reply.header('set-cookie', value);
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, config: AppConfig, token: string) {
  addCookie(reply, cookie(req, config, SESSION_COOKIE, token, SESSION_SECONDS));
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply, config: AppConfig) {
  addCookie(reply, cookie(req, config, SESSION_COOKIE, '', 0));
}

export function setChallengeCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
  token: string,
) {
  addCookie(reply, cookie(req, config, CHALLENGE_COOKIE, token, 300));
}

export function clearChallengeCookie(req: FastifyRequest, reply: FastifyReply, config: AppConfig) {
  addCookie(reply, cookie(req, config, CHALLENGE_COOKIE, '', 0));
}

/** The challenge token the request's cookie carries (of token characters), else null. */
export function challengeToken(req: FastifyRequest): string | null {
  const value = cookieValue(req.headers.cookie, CHALLENGE_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}

/** The session token the request's cookie carries (exactly one, of token characters), else null. */
export function sessionToken(req: FastifyRequest): string | null {
  const value = cookieValue(req.headers.cookie, SESSION_COOKIE);
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}

/** A fresh login CSRF value, set as its cookie; the login form carries the same value. */
export function issueLoginToken(req: FastifyRequest, reply: FastifyReply, config: AppConfig): string {
  const existing = cookieValue(req.headers.cookie, LOGIN_COOKIE);
  const value =
    existing && /^[A-Za-z0-9_-]{43}$/.test(existing) ? existing : randomBytes(32).toString('base64url');
  addCookie(reply, cookie(req, config, LOGIN_COOKIE, value, 3600));
  return value;
}

/** The CSRF token of a session: a MAC of the session's own token, so only its holder can know it. */
export function csrfToken(session: string): string {
  return createHmac('sha256', session).update('playhub operator console csrf').digest('base64url');
}

/**
 * Seals what a confirm page shows (vertical, change, values, the state's fingerprint) with the
 * session's token: the confirmation applies exactly the change reviewed, not one edited on the way.
 */
export function seal(session: string, parts: readonly string[]): string {
  return createHmac('sha256', session)
    .update(JSON.stringify(['confirm', ...parts]))
    .digest('base64url');
}

/** Compares two tokens in constant time (false for any missing one). */
export function sameToken(given: unknown, expected: string | null): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A form post comes from this console: its `Origin` is this site's own (scheme, host and port as
 * the request reached the API, X-Forwarded-Proto believed only from TRUST_PROXY), and a browser's
 * `Sec-Fetch-Site`, when sent, says same-origin. A post without Origin is refused: every browser
 * that runs the console sends one with a form post.
 */
export function sameOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin !== `${req.protocol}://${req.host}`) return false;
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}

/**
 * The console's language: `?lang=` (remembered in a cookie), else that cookie, else the browser's
 * Accept-Language, else Turkish (the site's default).
 */
export function consoleLocale(req: FastifyRequest, reply: FastifyReply, config: AppConfig): Locale {
  const asked = (req.query as Record<string, unknown> | undefined)?.lang;
  if (asked === 'en' || asked === 'tr') {
    addCookie(reply, cookie(req, config, LANG_COOKIE, asked, 365 * 86_400));
    return asked;
  }
  const saved = cookieValue(req.headers.cookie, LANG_COOKIE);
  if (saved === 'en' || saved === 'tr') return saved;
  const accept = String(req.headers['accept-language'] ?? '').toLowerCase();
  const first = /\b(en|tr)\b/.exec(accept)?.[1];
  return first === 'en' ? 'en' : 'tr';
}
