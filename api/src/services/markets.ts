import { BlockList, isIP } from 'node:net';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MarketProfile } from '@playhub/shared/contracts';
import type { AppConfig } from '../config.js';
import type { Queryable } from '../db/index.js';
import { cookieValue } from '../http/cookies.js';

/**
 * Markets (issue 30, item 4): each has its own composition and a player-protection profile (the
 * `markets` table, migration 0820). A player's market is the account's (`users.market`, set at
 * registration, never changed by the player); a visitor's comes from the request: the gateway's
 * header when the request really comes from the gateway (TRUST_PROXY), else the host name
 * (MARKET_HOSTS), else the default market. After login the server signs the account's market into a
 * cookie so the painted page follows the player too; the API's checks never read it, only the column.
 */

/** The market of anyone the request says nothing about, and of every account from before markets. */
export const DEFAULT_MARKET = 'tr';
/** The header the gateway sets from the host it answered (believed only from a TRUST_PROXY address). */
export const MARKET_HEADER = 'x-playhub-market';
/** The signed cookie naming a logged-in player's market (the painted page's choice, nothing more). */
export const MARKET_COOKIE = 'playhub_market';
/** A market's code: what the table's CHECK allows. */
export const MARKET_CODE = /^[a-z][a-z0-9-]{1,15}$/;

type Row = {
  code: string;
  reality_check_max_minutes: number | null;
  autoplay: boolean;
  jackpot_displays: boolean;
  deposit_limit_at_registration: boolean;
};

const profileOf = (r: Row): MarketProfile => ({
  code: r.code,
  realityCheckMaxMinutes: r.reality_check_max_minutes,
  autoplay: r.autoplay,
  jackpotDisplays: r.jackpot_displays,
  depositLimitAtRegistration: r.deposit_limit_at_registration,
});

const SELECT = `SELECT code, reality_check_max_minutes, autoplay, jackpot_displays, deposit_limit_at_registration
  FROM markets`;

/** Every market, the default first. */
export async function listMarkets(q: Queryable): Promise<MarketProfile[]> {
  const rows = await q.query<Row>(`${SELECT} ORDER BY code = $1 DESC, code`, [DEFAULT_MARKET]);
  return rows.map(profileOf);
}

/** One market's profile (null: no such market). */
export async function marketProfile(q: Queryable, code: string): Promise<MarketProfile | null> {
  if (!MARKET_CODE.test(code)) return null;
  const rows = await q.query<Row>(`${SELECT} WHERE code = $1`, [code]);
  return rows[0] ? profileOf(rows[0]) : null;
}

/** The profile of a player's market (the account's column). */
export async function playerMarket(q: Queryable, userId: number): Promise<MarketProfile> {
  const rows = await q.query<Row>(
    `SELECT m.code, m.reality_check_max_minutes, m.autoplay, m.jackpot_displays, m.deposit_limit_at_registration
       FROM users u JOIN markets m ON m.code = u.market WHERE u.id = $1`,
    [userId],
  );
  if (!rows[0]) throw new Error(`user ${userId} has no market`);
  return profileOf(rows[0]);
}

/** MARKET_HOSTS: `host=market,host=market` (host names in lower case, no port). */
export function parseMarketHosts(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const [host = '', market = ''] = pair.split('=').map((s) => s.trim().toLowerCase());
    if (host && market) out[host] = market;
  }
  return out;
}

/** Whether the socket's peer is one of TRUST_PROXY (the gateway), not merely a client naming one. */
function fromGateway(req: FastifyRequest, trusted: AppConfig['trustProxy']): boolean {
  const peer = req.socket?.remoteAddress?.replace(/^::ffff:/, '');
  if (!trusted || !peer || !isIP(peer)) return false;
  const list = new BlockList();
  for (const entry of trusted) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list.check(peer, isIP(peer) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The market a visitor's request belongs to (registration takes it): the gateway's header when the
 * request comes from the gateway, else the host name's, else the default. A header a client sends
 * directly is ignored, as is a name that is not a market code (`known` filters unknown markets).
 */
export function visitorMarket(
  req: FastifyRequest,
  config: Pick<AppConfig, 'trustProxy' | 'markets'>,
  known: ReadonlySet<string>,
): string {
  const header = req.headers[MARKET_HEADER];
  if (typeof header === 'string' && fromGateway(req, config.trustProxy)) {
    const code = header.trim().toLowerCase();
    if (known.has(code)) return code;
  }
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  const byHost = config.markets.hosts[host];
  return byHost && known.has(byHost) ? byHost : DEFAULT_MARKET;
}

const mac = (secret: string, market: string) =>
  createHmac('sha256', secret).update(`market.${market}`).digest('base64url').slice(0, 22);

/** The market the signed cookie names (the logged-in player's), or null. */
export function cookieMarket(req: FastifyRequest, secret: string, known: ReadonlySet<string>): string | null {
  const m = /^([a-z][a-z0-9-]{1,15})\.([A-Za-z0-9_-]{22})$/.exec(
    cookieValue(req.headers.cookie, MARKET_COOKIE) ?? '',
  );
  if (!m || !known.has(m[1]!)) return null;
  const a = Buffer.from(m[2]!);
  const b = Buffer.from(mac(secret, m[1]!));
  return a.length === b.length && timingSafeEqual(a, b) ? m[1]! : null;
}

/** Sets the signed market cookie for a player who just logged in or registered. */
export function setMarketCookie(reply: FastifyReply, config: AppConfig, market: string): void {
  const secure = config.production || reply.request.protocol === 'https';
  reply.header(
    'Set-Cookie',
    `${MARKET_COOKIE}=${market}.${mac(config.secrets.siteSigning, market)}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`,
  );
}

/**
 * The market a page or a bootstrap is painted for: the logged-in player's (the signed cookie), else
 * the visitor's.
 */
export function pageMarket(
  req: FastifyRequest,
  config: Pick<AppConfig, 'trustProxy' | 'markets' | 'secrets'>,
  known: ReadonlySet<string>,
): string {
  return cookieMarket(req, config.secrets.siteSigning, known) ?? visitorMarket(req, config, known);
}

/**
 * The markets that exist with their profiles, read at start-up: they change by migration (or an
 * operator's SQL and a restart), rarely; painting a page reads them without a query.
 */
export class Markets {
  private profiles = new Map<string, MarketProfile>();
  private codes: ReadonlySet<string> = new Set([DEFAULT_MARKET]);
  async load(q: Queryable): Promise<void> {
    const list = await listMarkets(q);
    this.profiles = new Map(list.map((m) => [m.code, m]));
    this.codes = new Set(this.profiles.keys());
  }
  /** The codes of the markets, for the resolution of a request's market. */
  get known(): ReadonlySet<string> {
    return this.codes;
  }
  /** Every market, the default first. */
  list(): MarketProfile[] {
    return [...this.profiles.values()];
  }
  /** A market's profile (the default market's for a code that is none). */
  profile(code: string): MarketProfile | undefined {
    return this.profiles.get(code) ?? this.profiles.get(DEFAULT_MARKET);
  }
}
