import type { Integrations } from '../../config.js';
import { signSportsbookToken } from './tokens.js';

/** authData sportsbook fields; visitors get the same frames with empty tokens. */
export interface SportsbookSession {
  betsyCid: string;
  betsyUrl: string;
  betsyToken: string;
  betcoUrl: string;
  betcoToken: string;
}

/** Where the sportsbook frames come from and the tokens that tell them who is looking. */
export interface SportsbookAdapter {
  readonly name: string;
  readonly demo: boolean;
  /** The frame addresses and tokens for a login session (null for a visitor). */
  session(authSessionId: number | null, providersOrigin: string): SportsbookSession;
}

/** Client id the site passes to the demo betsy frame. */
export const DEMO_BETSY_CID = 'playhub-demo';

/**
 * The demo sportsbook (SPORTSBOOK_PROVIDER=demo, pages under `/api/demo/sportsbook/`) or an
 * external one (SPORTSBOOK_PROVIDER=external, frame URLs from the environment). Either way tokens
 * are signed with SPORTSBOOK_TOKEN_SECRET and name the login session, so they end with it; an
 * external sportsbook resolves them with `GET /api/sportsbook/player?brand=&token=`.
 */
export function sportsbookAdapter(config: Integrations['sportsbook'], secret: string): SportsbookAdapter {
  const tokens = (id: number | null) => ({
    betsyToken: id === null ? '' : signSportsbookToken(secret, 'betsy', id),
    betcoToken: id === null ? '' : signSportsbookToken(secret, 'betco', id),
  });
  if (config.kind === 'external') {
    return {
      name: 'external',
      demo: false,
      session: (id) => ({
        betsyCid: config.cid,
        betsyUrl: config.betsyUrl,
        betcoUrl: config.betcoUrl,
        ...tokens(id),
      }),
    };
  }
  return {
    name: 'demo',
    demo: true,
    session(id, origin) {
      const base = `${origin.replace(/\/+$/, '')}/api/demo/sportsbook`;
      return {
        betsyCid: DEMO_BETSY_CID,
        betsyUrl: `${base}/betsy`,
        betcoUrl: `${base}/betco`,
        ...tokens(id),
      };
    },
  };
}
