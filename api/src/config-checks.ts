import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { AppConfig } from './config.js';
import { demoIntegrations, DEV_SECRETS, repoRoot } from './config.js';

/** Shortest secret production accepts (256 bits as hex is 64; 32 characters is the floor). */
export const MIN_SECRET_LENGTH = 32;

const SECRET_VARS = [
  ['OPERATOR_KEY', 'operatorKey'],
  ['PAYMENT_CALLBACK_SECRET', 'paymentCallback'],
  ['GAME_WALLET_SECRET', 'gameWallet'],
  ['SPORTSBOOK_TOKEN_SECRET', 'sportsbookToken'],
  ['SITE_SIGNING_SECRET', 'siteSigning'],
  ['TWO_FACTOR_SECRET', 'twoFactor'],
] as const;

const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  'test-results',
  'playwright-report',
  'coverage',
]);

/**
 * Every text file of the checkout (the repository as deployed), without dependencies, build output,
 * data, and the operator's own `.env` files (which hold the real secrets).
 */
function repositoryTexts(root: string, skip: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string, depth: number) => {
    if (depth > 8 || skip.some((s) => path.resolve(dir) === path.resolve(s))) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) walk(p, depth + 1);
      } else if (e.isFile() && !(/^\.env(\..+)?$/.test(e.name) && e.name !== '.env.example')) {
        try {
          if (statSync(p).size <= 1_000_000) out.push(readFileSync(p, 'utf8'));
        } catch {
          /* unreadable: not part of what we ship */
        }
      }
    }
  };
  walk(root, 0);
  return out;
}

/**
 * What makes a configuration unsafe for production, one line per problem naming its variable:
 * demo integrations (unless ALLOW_DEMO_INTEGRATIONS=true), and secrets that are missing, short, or
 * equal to a value found in the repository (development defaults, `.env.example`, test fixtures).
 */
export function productionProblems(config: AppConfig, env: NodeJS.ProcessEnv, root = repoRoot): string[] {
  const problems: string[] = [];
  const demos = demoIntegrations(config);
  if (demos.length > 0 && !config.allowDemoIntegrations) {
    problems.push(
      `demo integrations are selected: ${demos.join(', ')}. Select real ones (see .env.example), or set ALLOW_DEMO_INTEGRATIONS=true for a demonstration deployment`,
    );
  }
  const values = SECRET_VARS.map(([name]) => env[name]).filter((v): v is string => !!v && v.length >= 8);
  const texts = values.length > 0 ? repositoryTexts(root, [config.dataDir]) : [];
  const known = new Set<string>(Object.values(DEV_SECRETS));
  for (const [name] of SECRET_VARS) {
    const value = env[name];
    if (!value) problems.push(`${name} is not set (generate one with: openssl rand -hex 32)`);
    else if (known.has(value) || texts.some((t) => t.includes(value)))
      problems.push(`${name} has a value found in the repository; generate a new one (openssl rand -hex 32)`);
    else if (value.length < MIN_SECRET_LENGTH)
      problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  return problems;
}

/** Problems in any mode (a value that can never be right). */
export function commonProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  for (const entry of config.trustProxy || []) {
    const [address = '', bits] = entry.split('/');
    const valid =
      ['loopback', 'linklocal', 'uniquelocal'].includes(entry) ||
      (isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!valid) problems.push(`TRUST_PROXY: "${entry}" is not an IP address or CIDR range of a proxy`);
  }
  return problems;
}
