import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { personalNoCheckDigits } from '@playhub/shared/contracts';
import { buildApp, type BuiltApp } from '../src/app.js';
import { configFromEnv } from '../src/config.js';

/** A running API on a free port. */
export interface Running {
  base: string;
  built: BuiltApp;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the API on port 0 with a fresh PGlite dir (or DATABASE_URL when set). The demo payment
 * provider confirms message-state deposits after 100 ms and the demo auto-approver is off unless
 * `env` says otherwise.
 */
export async function startApi(
  dataDir = mkdtempSync(path.join(tmpdir(), 'playhub-api-')),
  env: Record<string, string> = {},
): Promise<Running> {
  const config = {
    ...configFromEnv({
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_PSP_CONFIRM_MS: '100',
      WITHDRAW_AUTO_APPROVE_SECONDS: '0',
      // Every suite registers players and asks for codes from 127.0.0.1 (identity.test.ts tests
      // these limits with its own values); login limits keep their defaults.
      REGISTER_LIMIT_PER_IP: '100000',
      CODE_LIMIT_PER_IP: '100000',
      CODE_CHECK_LIMIT_PER_IP: '100000',
      CALLME_LIMIT_PER_IP: '100000',
      ...env,
    }),
    port: 0,
  };
  const built = await buildApp(config, { logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = built.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  return { base: `http://127.0.0.1:${addr.port}`, built, dataDir, close: () => built.app.close() };
}

/** Removes a temp data dir. */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Envelope as parsed by the tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON the endpoint answers
export interface Env<T = any> {
  status: number;
  success: boolean;
  message: string;
  data: T;
}

/** One API call: JSON in, envelope out. `raw` sends the body string as is. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function call<T = any>(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  opts: {
    body?: unknown;
    raw?: string;
    token?: string;
    locale?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Env<T>> {
  const headers: Record<string, string> = { 'x-locale': opts.locale ?? 'en', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] ??= 'application/json';
    body = opts.raw ?? JSON.stringify(opts.body ?? {});
  }
  const res = await fetch(`${base}/api/${url}`, { method, headers, body });
  const json = (await res.json()) as { success: boolean; message: string; data: T };
  return { status: res.status, ...json };
}

let n = 0;
// This process's national IDs start from the time it loaded (files may share one database).
const idBase = `1${String(Date.now() % 1e5).padStart(5, '0')}`;

/** A valid T.C. Kimlik No unique to this process's n-th player (up to 1000 per process). */
export function personalNoFor(i: number): string {
  const nine = `${idBase}${String(i % 1000).padStart(3, '0')}`;
  return `${nine}${personalNoCheckDigits(nine)}`;
}

// This process's mobile numbers (+90 555 …), likewise.
const phoneBase = String(Date.now() % 1e4).padStart(4, '0');

/** A valid Turkish mobile number (`90555…`, as the site sends it) unique to the n-th player. */
export function phoneFor(i: number): string {
  return `90555${phoneBase}${String(i % 1000).padStart(3, '0')}`;
}

/** Letters for a number (a surname unique to this player: one person per name and birth date). */
const letters = (digits: string) => [...digits].map((d) => 'abcdefghij'[Number(d)]).join('');

/** A unique valid registration payload (an adult with a valid national ID). */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  n++;
  const tag = `${Date.now() % 1e6}${n}${Math.floor(Math.random() * 1000)}`;
  return {
    name: 'Ayşe Gül',
    surname: `Yılmaz${letters(tag)}`,
    username: `u${tag}`.slice(0, 30),
    email: `p${tag}@example.com`,
    phone: phoneFor(n),
    PersonalNo: personalNoFor(n),
    country: 235,
    currencyId: 1,
    birthDate: '1990-05-17',
    trialBonus: 1,
    password: 'secret1',
    password2: 'secret1',
    ...overrides,
  };
}

/** Registers a new player and returns its token and username. */
export async function register(base: string, overrides: Record<string, unknown> = {}) {
  const p = newPlayer(overrides);
  const res = await call(base, 'POST', 'auth/register', { body: p });
  if (!res.success) throw new Error(`register failed: ${res.status} ${res.message}`);
  return {
    token: res.data.token as string,
    username: p.username,
    phone: p.phone,
    player: p,
    session: res.data,
  };
}
