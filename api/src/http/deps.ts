import type { AppConfig } from '../config.js';
import type { Db } from '../db/index.js';
import type { AuthService } from '../services/auth.js';
import type { HotCache } from '../services/cache.js';
import type { Wallet } from '../services/money.js';
import type { Notifier } from '../services/notifications.js';
import type { MessageProvider } from '../services/outbox.js';
import type { RateLimiter } from '../services/rate-limit.js';

/** What every endpoint may use. */
export interface Deps {
  config: AppConfig;
  db: Db;
  cache: HotCache;
  auth: AuthService;
  wallet: Wallet;
  notifier: Notifier;
  outbox: MessageProvider;
  loginByIp: RateLimiter;
  loginByUser: RateLimiter;
}
