import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import type { AuthService } from '../services/auth.js';
import type { HotCache } from '../services/cache.js';
import type { Wallet } from '../services/money.js';
import type { Notifier } from '../services/notifications.js';
import type { IntegrationSet } from '../integrations/index.js';
import type { Operators } from '../services/operators.js';
import type { RedisLink } from '../services/redis-link.js';
import type { Throttle } from '../services/throttle/throttle.js';
import type { TwoFactor } from '../services/two-factor.js';
import type { Markets } from '../services/markets.js';

/** What every endpoint may use. */
export interface Deps {
  config: AppConfig;
  db: Db;
  cache: HotCache;
  auth: AuthService;
  wallet: Wallet;
  notifier: Notifier;
  /** Payment provider, game providers, e-mail/SMS, sportsbook: demo or real adapters. */
  integrations: IntegrationSet;
  operators: Operators;
  /** Limits against guessing and flooding (login, registration, codes), shared through Redis. */
  throttle: Throttle;
  /** This instance's connections to Redis (REDIS_URL), or null for a single instance without it. */
  link: RedisLink | null;
  /** TOTP, recovery codes and trusted devices of any kind of account (issue 32). */
  twoFactor: TwoFactor;
  /** The markets and their player-protection profiles (issue 30, item 4). */
  markets: Markets;
}
