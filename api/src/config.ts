import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { commonProblems, productionProblems } from './config-checks.js';
import { originList } from './http/csp.js';
import { TERMS_VERSION } from '@playhub/shared/contracts';
import { parseMarketHosts } from './services/markets.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Secrets used outside production when their variable is not set. They are in the repository, so
 * production refuses them (config-checks.ts).
 */
export const DEV_SECRETS = {
  OPERATOR_KEY: 'dev-operator-key',
  PAYMENT_CALLBACK_SECRET: 'dev-payment-callback-secret',
  GAME_WALLET_SECRET: 'dev-game-wallet-secret',
  SPORTSBOOK_TOKEN_SECRET: 'dev-sportsbook-token-secret',
  SITE_SIGNING_SECRET: 'dev-site-signing-secret',
  TWO_FACTOR_SECRET: 'dev-two-factor-secret',
} as const;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.string().url().optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  // Connections each API instance keeps to PostgreSQL (the server's max_connections must cover
  // replicas × this, plus the operator tools).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(16),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data/pglite')),
  REDIS_URL: z.string().min(1).optional(),
  // Live-hub sockets one login session may hold on an instance (tabs); a further one closes the oldest.
  HUB_MAX_SOCKETS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(10),
  SITE_DIR: z.string().min(1).optional(),
  // The host's page template (its built index.html): a path or an http(s) URL. Default SITE_DIR's.
  SHELL_TEMPLATE: z.string().min(1).optional(),
  PUBLIC_ORIGIN: optionalUrl,
  PROVIDERS_ORIGIN: optionalUrl,
  PROVIDERS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.string().default('info'),
  // Server defaults (docs/security.md): timeouts of slow clients, extra origins of the site's CSP
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  VERTICAL_ORIGINS: originList,
  FRAME_ORIGINS: originList,
  MEDIA_ORIGINS: originList,
  ALLOW_DEMO_INTEGRATIONS: bool.default(false),
  TRUST_PROXY: z.string().optional(),
  // Markets (issue 30, item 4): `host=market,…` — a visitor's market by the host name they reached
  // (the gateway's x-playhub-market header, from a TRUST_PROXY address, comes first).
  MARKET_HOSTS: z.string().max(4000).optional(),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_USER: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_CLIENT: z.coerce.number().int().positive().default(5),
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  REGISTER_LIMIT_PER_DEVICE: z.coerce.number().int().positive().default(3),
  REGISTER_WALL_PER_IP: z.coerce.number().int().positive().default(100),
  CODE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  CODE_CHECK_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
  CALLME_LIMIT_PER_IP: z.coerce.number().int().positive().default(5),
  // Password recovery codes one username may be sent per hour at the request of clients the account
  // has never logged in from (its own devices and addresses are never limited by strangers).
  RESET_LIMIT_PER_USER: z.coerce.number().int().positive().default(10),
  // Passwords (docs/security.md): production asks at least 8 characters and none from the
  // breached-password list; the demo configuration keeps the spec's 5.
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(5).max(100).optional(),
  PASSWORD_BREACHED_CHECK: bool.optional(),
  // Player sessions end after this long without activity, and this long after login whatever happens.
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  // Secrets
  OPERATOR_KEY: z.string().min(1).optional(),
  PAYMENT_CALLBACK_SECRET: z.string().min(1).optional(),
  GAME_WALLET_SECRET: z.string().min(1).optional(),
  SPORTSBOOK_TOKEN_SECRET: z.string().min(1).optional(),
  // HMAC key of the canary bucket cookie and the page-view tokens the beacons carry.
  SITE_SIGNING_SECRET: z.string().min(1).optional(),
  // Key of the players' TOTP secrets at rest and of their trusted-device tokens (issue 32).
  TWO_FACTOR_SECRET: z.string().min(1).optional(),
  // Market rules (issue 32): what a per-market profile will set once markets exist.
  // The terms' version in force: a player who accepted another is asked again before play.
  MARKET_TERMS_VERSION: z.string().trim().min(1).max(40).default(TERMS_VERSION),
  // Every player must log in with a second factor (set up right after login when missing).
  MARKET_TWO_FACTOR_REQUIRED: bool.default(false),
  // Days a device the player trusts skips the second factor.
  MARKET_TRUSTED_DEVICE_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  // The affiliate tag of the landing URL is stored only with the player's consent to tracking.
  MARKET_AFFILIATE_NEEDS_CONSENT: bool.default(true),
  // Every operator logs in with a second factor (TOTP), set up right after the password when
  // missing (issue 30, item 6). Default: true in production, false otherwise.
  OPERATOR_TWO_FACTOR_REQUIRED: bool.optional(),
  // Integrations
  PAYMENT_PROVIDER: z.enum(['demo', 'psp']).default('demo'),
  PSP_API_URL: optionalUrl,
  PSP_API_KEY: z.string().min(1).optional(),
  GAME_PROVIDER: z.enum(['demo', 'aggregator']).default('demo'),
  GAME_AGGREGATOR_URL: optionalUrl,
  GAME_AGGREGATOR_KEY: z.string().min(1).optional(),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SMS_TRANSPORT: z.enum(['outbox', 'http']).default('outbox'),
  SMS_API_URL: optionalUrl,
  SMS_API_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).default('PLAYHUB'),
  SPORTSBOOK_PROVIDER: z.enum(['demo', 'external']).default('demo'),
  SPORTSBOOK_BETSY_URL: optionalUrl,
  SPORTSBOOK_BETCO_URL: optionalUrl,
  SPORTSBOOK_CID: z.string().min(1).default('playhub'),
  // Play clock, panic button and net deposits (issue 32): per-market rules, these defaults until markets exist.
  // The panic button's break (GlüStV: 24 hours), and the months of the net result on the account page.
  PANIC_BREAK_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  NET_RESULT_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  // Money rules
  BONUS_WAGERING_MULTIPLIER: z.coerce.number().int().min(0).max(100).default(10),
  WITHDRAW_AUTO_APPROVE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  DEMO_PSP_CONFIRM_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  // Demo payments only: every n-th payout answer is lost on its way back (0: never), to exercise
  // the payout reconciliation.
  DEMO_PSP_LOSE_PAYOUT_ANSWER_EVERY: z.coerce.number().int().min(0).max(1_000_000).default(0),
  // Minutes a redirect deposit's payment page takes money; until then it counts against the limits.
  DEPOSIT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  // Seconds between payout reconciliation runs (payouts whose answer was lost are asked about).
  PAYOUT_RECONCILE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Rollout (docs/operations.md): the composition file and the automatic canary abort
  COMPOSITION_FILE: z.string().min(1).optional(),
  // Where the composition lives (issue 30, item 2): `database` (PostgreSQL) or `file` (composition.json
  // beside the site). Default: the database when DATABASE_URL is set, else the file.
  COMPOSITION_STORE: z.enum(['file', 'database']).optional(),
  // Production on PostgreSQL with the file store: only for one replica (or a test topology).
  ALLOW_FILE_COMPOSITION: bool.default(false),
  // The database store's cache: the longest a replica serves a composition another one changed
  // when Redis does not tell it sooner.
  COMPOSITION_CACHE_MS: z.coerce.number().int().min(100).max(2000).default(1000),
  // Written to COMPOSITION_FILE when there is none yet (docker-compose), with published integrity.
  COMPOSITION_SEED: z
    .string()
    .max(65_536)
    .optional()
    .transform((value, ctx) => {
      if (!value?.trim()) return null;
      try {
        const parsed = JSON.parse(value) as unknown;
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
          return parsed as Record<string, unknown>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'is not a JSON object of composition entries' });
      return z.NEVER;
    }),
  ROLLOUT_ABORT_FAILURE_PERCENT: z.coerce.number().min(0).max(100).default(5),
  ROLLOUT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 86_400)
    .default(600),
  ROLLOUT_MIN_SAMPLE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  ROLLOUT_CHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Field data (beacon failures, web vitals) older than this is deleted hourly; 0 keeps it for ever.
  // The longest window the console and `pnpm composition health` read is 30 days.
  TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(31),
  // Rows kept per field-data table at most (beacon reports, web vitals): storage stays bounded.
  TELEMETRY_MAX_ROWS: z.coerce.number().int().min(1000).max(1_000_000_000).default(5_000_000),
  // Data rights (issue 32, docs/privacy.md); named for the per-market profile that will take them over.
  // Data exports one player may download per 24 hours.
  MARKET_DATA_EXPORTS_PER_DAY: z.coerce.number().int().min(1).max(100).default(5),
  // Years a closed account's identity, transactions and game records are kept (Turkey's AML law,
  // MASAK: 8 years; the EU's AML directive: 5).
  MARKET_AML_RETENTION_YEARS: z.coerce.number().int().min(1).max(30).default(8),
  // The deployed host's mf-manifest.json (a path or URL), for the console's shared-version check.
  COMPOSITION_HOST_MANIFEST: z.string().min(1).max(500).optional(),
  // The release evidence gate (issue 30, item 5; docs/operations.md): `enforce` refuses a canary
  // above 0 %, a promote or a set of a version without passing evidence; `off` only shows the
  // evidence. Always enforced in production; elsewhere by default with the database store only.
  RELEASE_GATE: z.enum(['enforce', 'off']).optional(),
  // KYC and complaints (issue 32, items 3 and 7): market settings, read here until markets exist.
  // Withdrawals whose running total (TRY, the one asked included) passes this wait for approved KYC.
  KYC_WITHDRAW_THRESHOLD: z.coerce.number().int().min(0).max(100_000_000).default(2000),
  // Days an approved verification holds before the player must send documents again.
  KYC_VALID_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  KYC_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(20 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  COMPLAINTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  DISPUTE_BODY_NAME: z
    .string()
    .trim()
    .min(2)
    .max(120)
    .default('IBAS — Independent Betting Adjudication Service'),
  DISPUTE_BODY_URL: z.string().url().startsWith('https://').default('https://www.ibas-uk.com/'),
});

/** Which implementation of each integration runs, with its settings. */
export interface Integrations {
  payments: { kind: 'demo' } | { kind: 'psp'; apiUrl: string; apiKey: string };
  games: { kind: 'demo' } | { kind: 'aggregator'; apiUrl: string; apiKey: string };
  mail: { kind: 'outbox' } | { kind: 'smtp'; url: string; from: string };
  sms: { kind: 'outbox' } | { kind: 'http'; url: string; token: string; sender: string };
  sportsbook: { kind: 'demo' } | { kind: 'external'; betsyUrl: string; betcoUrl: string; cid: string };
}

/** Shared secrets of the server-to-server interfaces (from the environment). */
export interface Secrets {
  /** `x-operator-key` of machine-to-machine operator calls (notify, telemetry). */
  operatorKey: string;
  /** HMAC key of the payment provider's callbacks. */
  paymentCallback: string;
  /** HMAC key of the game providers' seamless-wallet calls. */
  gameWallet: string;
  /** HMAC key of the sportsbook tokens. */
  sportsbookToken: string;
  /** HMAC key of the canary bucket cookie and the page-view tokens (services/rollout/signed-views.ts). */
  siteSigning: string;
  /** Key of the TOTP secrets at rest and of the trusted-device tokens (services/two-factor.ts). */
  twoFactor: string;
}

/**
 * Rules a licence sets (issue 32). Markets do not exist yet: one profile from the environment,
 * named so a per-market profile can take it over (docs/decisions.md).
 */
export interface MarketRules {
  /** The terms' version in force; a player who accepted another must accept it before play. */
  termsVersion: string;
  /** Every player logs in with a second factor; one without it sets it up right after login. */
  twoFactorRequired: boolean;
  /** Days a trusted device skips the second factor. */
  trustedDeviceDays: number;
  /** The affiliate tag (`btag`) is stored only when the player consented to tracking. */
  affiliateNeedsConsent: boolean;
}

/** Settings the app is built from (tests build it directly). */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  /** Connections per instance to PostgreSQL (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  dataDir: string;
  redisUrl?: string;
  /** Live-hub sockets per login session and instance (HUB_MAX_SOCKETS_PER_SESSION). */
  hubMaxSocketsPerSession: number;
  siteDir?: string;
  /**
   * The host's page template the server paints every page from (a file or an http(s) URL; default
   * SITE_DIR/index.html). The production topology points it at the gateway, which has the host's files.
   */
  shellTemplate?: string;
  /** Origin used in absolute links (payment page, game launch) when set; else taken from the request. */
  publicOrigin?: string;
  /**
   * Origin of the provider pages framed by the site (demo games, demo sportsbook, payment page):
   * another origin than the site's, so no frame runs with the site's origin.
   */
  providersOrigin?: string;
  /** A second port serving only the provider pages (`npm start`: the site on PORT, providers here). */
  providersPort?: number;
  production: boolean;
  /** Production with demo integrations allowed (ALLOW_DEMO_INTEGRATIONS=true): warned at start. */
  allowDemoIntegrations: boolean;
  logLevel: string;
  /** Node server timeouts: request head, whole request, idle keep-alive socket (src/http/server-options.ts). */
  timeouts: { headersMs: number; requestMs: number; keepAliveMs: number };
  /** Origins the site's CSP allows besides its own, composition.json's and the provider pages' (src/http/csp.ts). */
  csp: { verticalOrigins: string[]; frameOrigins: string[]; mediaOrigins: string[] };
  /** Markets (issue 30, item 4): the visitor's market by host name (MARKET_HOSTS). */
  markets: { hosts: Record<string, string> };
  /** Fastify `trustProxy`: addresses whose X-Forwarded-For is believed; false trusts none. */
  trustProxy: string[] | false;
  /**
   * Throttling (docs/security.md "Accounts and throttling"). login*: failed logins before delays
   * grow (one client on one account; one account from unknown clients; one IP from unknown
   * clients). *PerIp: requests per IP and hour.
   */
  limits: {
    loginPerClient: number;
    loginPerUser: number;
    loginPerIp: number;
    /** Sign-ups per address and hour before the address is paced (one a minute). */
    registerPerIp: number;
    /** Sign-ups per device id and hour. */
    registerPerDevice: number;
    /** Sign-ups per address and hour, paced ones included, where the wall stands. */
    registerWallPerIp: number;
    codesPerIp: number;
    codeChecksPerIp: number;
    callmePerIp: number;
    /** Reset codes per username and hour requested by clients the account does not know. */
    resetPerUser: number;
  };
  /** What a new password must be (services/password-policy.ts). */
  passwords: { minLength: number; breachedCheck: boolean };
  /** Operator accounts (issue 30, item 6): whether each must log in with a second factor. */
  operators: { twoFactorRequired: boolean };
  /**
   * Player sessions: they end `idleMinutes` after the last activity and `maxHours` after login
   * (services/auth.ts); the site renews them silently while the player is active.
   */
  sessions: { idleMinutes: number; maxHours: number };
  secrets: Secrets;
  /** What the licence asks of logins, terms and consents (issue 32). */
  market: MarketRules;
  integrations: Integrations;
  /**
   * Canary releases (docs/operations.md). `compositionFile`: the deployed composition.json the API
   * answers `/composition.json` from, resolved per player (null: not served by the API). A canary is
   * aborted when, over the last `windowSeconds` since it started, at least `minSample` page loads
   * tried it and more than `abortFailurePercent` of them failed; checked every `checkSeconds` (0: off).
   */
  rollout: {
    compositionFile: string | null;
    /**
     * Where the composition lives (@playhub/composition/store): `database` (PostgreSQL: the
     * replicas and the CLI share it, each replica caching it at most `cacheMs`) or `file`.
     */
    store: 'file' | 'database';
    cacheMs: number;
    /** The first composition.json, when the file does not exist yet (`COMPOSITION_SEED`). */
    seed: Record<string, unknown> | null;
    /**
     * The deployed host's mf-manifest.json (`COMPOSITION_HOST_MANIFEST`), so the operator console
     * refuses a version the host cannot serve, as the CLI does; unset: the one beside the file, if any.
     */
    hostManifest?: string;
    abortFailurePercent: number;
    windowSeconds: number;
    minSample: number;
    checkSeconds: number;
    /** Days of field data kept (`TELEMETRY_RETENTION_DAYS`); 0: kept for ever. */
    telemetryRetentionDays: number;
    /** Rows kept per field-data table at most (`TELEMETRY_MAX_ROWS`), whatever their age. */
    telemetryMaxRows: number;
    /** The release evidence gate (`RELEASE_GATE`; always `enforce` in production). */
    releaseGate: 'enforce' | 'off';
  };
  /**
   * Data rights (docs/privacy.md), per market once markets exist: exports a player may download per
   * 24 hours, and the years a closed account's legally required records are kept.
   */
  dataRights: { exportsPerDay: number; amlRetentionYears: number };
  /**
   * Player-protection rules a market profile will set (issue 32; these are the defaults until markets
   * exist): the panic button's break in hours, and the months of the net result beside net deposits.
   */
  playerFigures: { panicBreakHours: number; netResultMonths: number };
  money: {
    /** Bonus money is wagered this many times before it becomes cash. */
    wageringMultiplier: number;
    /** Demo payments only: pending withdrawals are approved after this many seconds (null = off, env 0). */
    withdrawAutoApproveSeconds: number | null;
    /** Demo payments only: how long the demo provider takes to confirm a message-state deposit. */
    demoPspConfirmMs: number;
    /** Demo payments only: every n-th payout answer is lost (0: never). */
    demoPspLosePayoutAnswerEvery: number;
    /** Minutes a redirect deposit can be paid (and counts against the limits). */
    depositExpiryMinutes: number;
    /** Seconds between payout reconciliation runs. */
    payoutReconcileSeconds: number;
  };
  /**
   * Know your customer (issue 32, item 3), a market setting: withdrawals whose running total (the
   * one asked included, minor units) passes `withdrawThresholdMinor` wait for an approved
   * verification, which holds `validDays`; uploads are at most `maxUploadBytes`.
   */
  kyc: { withdrawThresholdMinor: bigint; validDays: number; maxUploadBytes: number };
  /**
   * Complaints (issue 32, item 7), a market setting: how many a player may file a day, and the
   * licence's independent dispute body the complaints page names.
   */
  complaints: { perDay: number; disputeBody: { name: string; url: string } };
}

/** The names of the demo integrations a configuration selects (empty when all are real). */
export function demoIntegrations(c: Pick<AppConfig, 'integrations'>): string[] {
  const i = c.integrations;
  return [
    i.payments.kind === 'demo' && 'payments (PAYMENT_PROVIDER=demo)',
    i.games.kind === 'demo' && 'games (GAME_PROVIDER=demo)',
    i.mail.kind === 'outbox' && 'e-mail (MAIL_TRANSPORT=outbox)',
    i.sms.kind === 'outbox' && 'SMS (SMS_TRANSPORT=outbox)',
    i.sportsbook.kind === 'demo' && 'sportsbook (SPORTSBOOK_PROVIDER=demo)',
  ].filter((x): x is string => typeof x === 'string');
}

/** A configuration that cannot be used; the message names every variable to fix. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function need<T>(value: T | undefined, name: string, problems: string[], when: string): T {
  if (value === undefined) problems.push(`${name} is not set (needed by ${when})`);
  return value as T;
}

/**
 * Parses the environment. Throws ConfigError naming every malformed or missing variable, and, in
 * production, every unsafe choice (demo integrations, missing or repository secrets).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];
  const secret = (name: keyof typeof DEV_SECRETS): string => e[name] ?? (production ? '' : DEV_SECRETS[name]);
  const integrations: Integrations = {
    payments:
      e.PAYMENT_PROVIDER === 'psp'
        ? {
            kind: 'psp',
            apiUrl: need(e.PSP_API_URL, 'PSP_API_URL', problems, 'PAYMENT_PROVIDER=psp'),
            apiKey: need(e.PSP_API_KEY, 'PSP_API_KEY', problems, 'PAYMENT_PROVIDER=psp'),
          }
        : { kind: 'demo' },
    games:
      e.GAME_PROVIDER === 'aggregator'
        ? {
            kind: 'aggregator',
            apiUrl: need(e.GAME_AGGREGATOR_URL, 'GAME_AGGREGATOR_URL', problems, 'GAME_PROVIDER=aggregator'),
            apiKey: need(e.GAME_AGGREGATOR_KEY, 'GAME_AGGREGATOR_KEY', problems, 'GAME_PROVIDER=aggregator'),
          }
        : { kind: 'demo' },
    mail:
      e.MAIL_TRANSPORT === 'smtp'
        ? {
            kind: 'smtp',
            url: need(e.SMTP_URL, 'SMTP_URL', problems, 'MAIL_TRANSPORT=smtp'),
            from: need(e.MAIL_FROM, 'MAIL_FROM', problems, 'MAIL_TRANSPORT=smtp'),
          }
        : { kind: 'outbox' },
    sms:
      e.SMS_TRANSPORT === 'http'
        ? {
            kind: 'http',
            url: need(e.SMS_API_URL, 'SMS_API_URL', problems, 'SMS_TRANSPORT=http'),
            token: need(e.SMS_API_TOKEN, 'SMS_API_TOKEN', problems, 'SMS_TRANSPORT=http'),
            sender: e.SMS_SENDER,
          }
        : { kind: 'outbox' },
    sportsbook:
      e.SPORTSBOOK_PROVIDER === 'external'
        ? {
            kind: 'external',
            betsyUrl: need(
              e.SPORTSBOOK_BETSY_URL,
              'SPORTSBOOK_BETSY_URL',
              problems,
              'SPORTSBOOK_PROVIDER=external',
            ),
            betcoUrl: need(
              e.SPORTSBOOK_BETCO_URL,
              'SPORTSBOOK_BETCO_URL',
              problems,
              'SPORTSBOOK_PROVIDER=external',
            ),
            cid: e.SPORTSBOOK_CID,
          }
        : { kind: 'demo' },
  };
  const demoPayments = integrations.payments.kind === 'demo';
  // 0 turns the demo auto-approver off; outside production it approves after 5 s by default.
  const autoApprove = e.WITHDRAW_AUTO_APPROVE_SECONDS ?? (production ? 0 : 5);
  const config: AppConfig = {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    hubMaxSocketsPerSession: e.HUB_MAX_SOCKETS_PER_SESSION,
    siteDir: e.SITE_DIR,
    shellTemplate: e.SHELL_TEMPLATE,
    publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/+$/, ''),
    providersOrigin: e.PROVIDERS_ORIGIN?.replace(/\/+$/, ''),
    providersPort: e.PROVIDERS_PORT,
    production,
    allowDemoIntegrations: e.ALLOW_DEMO_INTEGRATIONS,
    logLevel: e.LOG_LEVEL,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    csp: {
      verticalOrigins: e.VERTICAL_ORIGINS,
      frameOrigins: e.FRAME_ORIGINS,
      mediaOrigins: e.MEDIA_ORIGINS,
    },
    trustProxy: trustedProxies(e.TRUST_PROXY),
    markets: { hosts: parseMarketHosts(e.MARKET_HOSTS) },
    limits: {
      loginPerClient: e.LOGIN_LIMIT_PER_CLIENT,
      loginPerUser: e.LOGIN_LIMIT_PER_USER,
      loginPerIp: e.LOGIN_LIMIT_PER_IP,
      registerPerIp: e.REGISTER_LIMIT_PER_IP,
      registerPerDevice: e.REGISTER_LIMIT_PER_DEVICE,
      registerWallPerIp: Math.max(e.REGISTER_WALL_PER_IP, e.REGISTER_LIMIT_PER_IP),
      codesPerIp: e.CODE_LIMIT_PER_IP,
      codeChecksPerIp: e.CODE_CHECK_LIMIT_PER_IP,
      callmePerIp: e.CALLME_LIMIT_PER_IP,
      resetPerUser: e.RESET_LIMIT_PER_USER,
    },
    passwords: {
      minLength: e.PASSWORD_MIN_LENGTH ?? (production ? 8 : 5),
      breachedCheck: e.PASSWORD_BREACHED_CHECK ?? production,
    },
    sessions: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    operators: { twoFactorRequired: e.OPERATOR_TWO_FACTOR_REQUIRED ?? production },
    secrets: {
      operatorKey: secret('OPERATOR_KEY'),
      paymentCallback: secret('PAYMENT_CALLBACK_SECRET'),
      gameWallet: secret('GAME_WALLET_SECRET'),
      sportsbookToken: secret('SPORTSBOOK_TOKEN_SECRET'),
      siteSigning: secret('SITE_SIGNING_SECRET'),
      twoFactor: secret('TWO_FACTOR_SECRET'),
    },
    market: {
      termsVersion: e.MARKET_TERMS_VERSION,
      twoFactorRequired: e.MARKET_TWO_FACTOR_REQUIRED,
      trustedDeviceDays: e.MARKET_TRUSTED_DEVICE_DAYS,
      affiliateNeedsConsent: e.MARKET_AFFILIATE_NEEDS_CONSENT,
    },
    integrations,
    rollout: {
      compositionFile:
        e.COMPOSITION_FILE ?? (e.SITE_DIR ? path.join(path.resolve(e.SITE_DIR), 'composition.json') : null),
      store: e.COMPOSITION_STORE ?? (e.DATABASE_URL ? 'database' : 'file'),
      cacheMs: e.COMPOSITION_CACHE_MS,
      seed: e.COMPOSITION_SEED,
      hostManifest: e.COMPOSITION_HOST_MANIFEST,
      releaseGate: production
        ? 'enforce'
        : (e.RELEASE_GATE ??
          ((e.COMPOSITION_STORE ?? (e.DATABASE_URL ? 'database' : 'file')) === 'database'
            ? 'enforce'
            : 'off')),
      abortFailurePercent: e.ROLLOUT_ABORT_FAILURE_PERCENT,
      windowSeconds: e.ROLLOUT_WINDOW_SECONDS,
      minSample: e.ROLLOUT_MIN_SAMPLE,
      checkSeconds: e.ROLLOUT_CHECK_SECONDS,
      telemetryRetentionDays: e.TELEMETRY_RETENTION_DAYS,
      telemetryMaxRows: e.TELEMETRY_MAX_ROWS,
    },
    dataRights: {
      exportsPerDay: e.MARKET_DATA_EXPORTS_PER_DAY,
      amlRetentionYears: e.MARKET_AML_RETENTION_YEARS,
    },
    playerFigures: { panicBreakHours: e.PANIC_BREAK_HOURS, netResultMonths: e.NET_RESULT_MONTHS },
    money: {
      wageringMultiplier: e.BONUS_WAGERING_MULTIPLIER,
      withdrawAutoApproveSeconds: demoPayments && autoApprove > 0 ? autoApprove : null,
      demoPspConfirmMs: e.DEMO_PSP_CONFIRM_MS,
      demoPspLosePayoutAnswerEvery: e.DEMO_PSP_LOSE_PAYOUT_ANSWER_EVERY,
      depositExpiryMinutes: e.DEPOSIT_EXPIRY_MINUTES,
      payoutReconcileSeconds: e.PAYOUT_RECONCILE_SECONDS,
    },
    kyc: {
      withdrawThresholdMinor: BigInt(e.KYC_WITHDRAW_THRESHOLD) * 100n,
      validDays: e.KYC_VALID_DAYS,
      maxUploadBytes: e.KYC_MAX_UPLOAD_BYTES,
    },
    complaints: {
      perDay: e.COMPLAINTS_PER_DAY,
      disputeBody: { name: e.DISPUTE_BODY_NAME, url: e.DISPUTE_BODY_URL },
    },
  };
  problems.push(...commonProblems(config), ...compositionProblems(config, e.ALLOW_FILE_COMPOSITION));
  if (production) problems.push(...productionProblems(config, env));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The composition's store with this database (issue 30, item 2): the database store needs
 * PostgreSQL; in production, replicas on one PostgreSQL sharing composition.json through a folder
 * and its lock file can lose a change, so the file store there needs ALLOW_FILE_COMPOSITION=true.
 */
function compositionProblems(config: AppConfig, allowFile: boolean): string[] {
  const { store, compositionFile } = config.rollout;
  if (store === 'database' && !config.databaseUrl)
    return [
      'COMPOSITION_STORE=database needs DATABASE_URL (the composition lives in PostgreSQL); unset COMPOSITION_STORE to keep it in composition.json',
    ];
  if (config.production && store === 'file' && config.databaseUrl && compositionFile && !allowFile)
    return [
      'COMPOSITION_STORE=file with DATABASE_URL: API replicas would share composition.json through a folder and a lock file, where a change can be lost. Unset COMPOSITION_STORE (the composition then lives in PostgreSQL; move the file in with `pnpm composition import`), or set ALLOW_FILE_COMPOSITION=true for a single replica',
    ];
  return [];
}

/**
 * TRUST_PROXY: comma-separated addresses or CIDR ranges of the proxies in front (the gateway);
 * X-Forwarded-For is believed only from them. Unset: the socket's address is the client's.
 */
function trustedProxies(value: string | undefined): string[] | false {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}
