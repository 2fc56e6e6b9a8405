import { createHmac, timingSafeEqual } from 'node:crypto';

export type Brand = 'betsy' | 'betco';
export const BRANDS: readonly Brand[] = ['betsy', 'betco'];

/** Client id the site passes to the betsy frame. */
export const BETSY_CID = 'playhub-demo';

// Tokens only tell the demo sportsbook who is looking (no money moves there), so a development
// default is acceptable; set DEMO_SPORTSBOOK_SECRET so every instance and restart agrees.
const secret = (): string => process.env.DEMO_SPORTSBOOK_SECRET ?? 'playhub-demo-sportsbook-secret';
const TTL_SECONDS = 30 * 24 * 3600;

function mac(body: string): string {
  return createHmac('sha256', secret()).update(body).digest('base64url');
}

/** `<brand>.<userId>.<expiry>.<hmac>`: opaque to the site, checked by the sportsbook page. */
export function signSportsbookToken(brand: Brand, userId: number, now = Date.now()): string {
  const body = `${brand}.${userId}.${Math.floor(now / 1000) + TTL_SECONDS}`;
  return `${body}.${mac(body)}`;
}

/** The user id a token was issued for, or null (wrong brand, bad signature, expired). */
export function verifySportsbookToken(brand: Brand, token: string, now = Date.now()): number | null {
  const m = /^(betsy|betco)\.(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!m || m[1] !== brand) return null;
  const expected = Buffer.from(mac(`${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(m[3]) * 1000 < now) return null;
  return Number(m[2]);
}

/** authData sportsbook fields; visitors get the same frames with empty tokens. */
export interface SportsbookSession {
  betsyCid: string;
  betsyUrl: string;
  betsyToken: string;
  betcoUrl: string;
  betcoToken: string;
}

export function sportsbookSession(userId: number | null, origin: string): SportsbookSession {
  const base = `${origin.replace(/\/+$/, '')}/api/demo/sportsbook`;
  return {
    betsyCid: BETSY_CID,
    betsyUrl: `${base}/betsy`,
    betsyToken: userId === null ? '' : signSportsbookToken('betsy', userId),
    betcoUrl: `${base}/betco`,
    betcoToken: userId === null ? '' : signSportsbookToken('betco', userId),
  };
}
