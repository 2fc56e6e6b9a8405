import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data/pglite')),
  REDIS_URL: z.string().min(1).optional(),
  SITE_DIR: z.string().min(1).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  OPERATOR_KEY: z.string().min(1).optional(),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.string().default('info'),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  LOGIN_LIMIT_PER_USER: z.coerce.number().int().positive().default(10),
});

/** Settings the app is built from (tests build it directly). */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  redisUrl?: string;
  siteDir?: string;
  /** Origin used in absolute links (payment page, game launch) when set; else taken from the request. */
  publicOrigin?: string;
  operatorKey?: string;
  production: boolean;
  logLevel: string;
  /** Login attempts allowed per minute per IP and per username (raised only for browser suites). */
  loginLimit: { perIp: number; perUser: number };
}

/** Parses the environment; throws with a readable message when a variable is malformed. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Bad environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    siteDir: e.SITE_DIR,
    publicOrigin: e.PUBLIC_ORIGIN?.replace(/\/+$/, ''),
    operatorKey: e.OPERATOR_KEY ?? (production ? undefined : 'dev-operator-key'),
    production,
    logLevel: e.LOG_LEVEL,
    loginLimit: { perIp: e.LOGIN_LIMIT_PER_IP, perUser: e.LOGIN_LIMIT_PER_USER },
  };
}
