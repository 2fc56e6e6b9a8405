import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { personalNoCheckDigits } from '@playhub/shared/contracts';
import { buildApp, type BuiltApp } from '../src/app.js';
import { configFromEnv } from '../src/config.js';
import { openDb } from '../src/db/index.js';
import { mayBeSeeded } from '../src/db/seed-guard.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { DEV_SECRETS } from '../src/config.js';
import { newViewId, signView } from '../src/services/rollout/signed-views.js';

/** A running API on a free port. */
export interface Running {
  base: string;
  built: BuiltApp;
  /** Its PGlite data directory; on PostgreSQL, the folder that names its database (startApi(dataDir) reopens it). */
  dataDir: string;
  /** Its PostgreSQL database (DATABASE_URL of the suite's cluster), unset on PGlite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * Starts the API on port 0 with a fresh database: on PGlite a copy of a migrated and seeded data
 * directory, on PostgreSQL (DATABASE_URL set) a database created from a migrated and seeded template
 * (see `freshDatabase`). `dataDir` of an earlier start opens that database again; an empty folder
 * gets a fresh one. The demo payment provider confirms message-state deposits after 100 ms and the
 * demo auto-approver is off unless `env` says otherwise.
 */
export async function startApi(
  dataDir = mkdtempSync(path.join(tmpdir(), 'playhub-api-')),
  env: Record<string, string> = {},
): Promise<Running> {
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DEMO_PSP_CONFIRM_MS: '100',
    WITHDRAW_AUTO_APPROVE_SECONDS: '0',
    // Every suite registers players and asks for codes from 127.0.0.1 (identity.test.ts tests
    // these limits with its own values); login limits keep their defaults.
    REGISTER_LIMIT_PER_IP: '100000',
    REGISTER_LIMIT_PER_DEVICE: '100000',
    CODE_LIMIT_PER_IP: '100000',
    CODE_CHECK_LIMIT_PER_IP: '100000',
    CALLME_LIMIT_PER_IP: '100000',
    ...env,
  };
  const seed: Seed = vars.NODE_ENV === 'production' ? 'production' : 'demo';
  // memory:// was a database that ends with the instance: a copy that is removed when it closes.
  const memory = dataDir.startsWith('memory://');
  if (memory) dataDir = mkdtempSync(path.join(tmpdir(), 'playhub-api-memory-'));
  const databaseUrl = vars.DATABASE_URL ? await databaseOf(dataDir, vars.DATABASE_URL, seed) : undefined;
  if (!databaseUrl) await copyTemplateInto(dataDir, seed);
  const config = { ...configFromEnv({ ...vars, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }), port: 0 };
  const built = await buildApp(config, { logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = built.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  return {
    base: `http://127.0.0.1:${addr.port}`,
    built,
    dataDir,
    databaseUrl,
    close: async () => {
      await built.app.close();
      if (memory) removeDir(dataDir);
    },
  };
}

/** What a fresh database holds: migrations and the seed, with the demo accounts outside production. */
type Seed = 'demo' | 'production';

/**
 * Where this run keeps its seeded templates: TEST_DB_TEMPLATES (npm test's runner gives each run a
 * fresh folder, shared by the suite's processes), else a folder of this process's own.
 */
const templates = process.env.TEST_DB_TEMPLATES ?? mkdtempSync(path.join(tmpdir(), 'playhub-templates-'));
if (!process.env.TEST_DB_TEMPLATES)
  process.on('exit', () => rmSync(templates, { recursive: true, force: true }));
const building = new Map<string, Promise<void>>();

const silent = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
  child: () => silent,
} as unknown as FastifyBaseLogger;

/** Migrates and seeds a database the way buildApp does at its first start (db/index.ts, app.ts). */
async function migrateAndSeed(target: { dataDir: string; databaseUrl?: string }, seed: Seed): Promise<void> {
  const db = await openDb(target);
  try {
    if (await mayBeSeeded(db, silent)) await seedIfEmpty(db, silent, { demo: seed === 'demo' });
  } finally {
    await db.close();
  }
}

/**
 * Made once per run (per process without TEST_DB_TEMPLATES): the first process to need it builds
 * it aside and renames it into place, so processes running side by side never see half of one.
 */
function once(key: string, build: () => Promise<void>): Promise<void> {
  let done = building.get(key);
  if (!done) {
    done = build();
    building.set(key, done);
  }
  return done;
}

/** An empty directory, or a path that does not exist yet: where the API would start a new database. */
function newDatabaseAt(dir: string): boolean {
  try {
    return statSync(dir).isDirectory() && readdirSync(dir).length === 0;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/**
 * Copies the PGlite template where the API would start a new database; anything else (a database,
 * stray files, a file, a path under a file) is left for the API to open or refuse.
 */
async function copyTemplateInto(dataDir: string, seed: Seed): Promise<void> {
  if (!newDatabaseAt(dataDir)) return;
  const template = path.join(templates, `pglite-${seed}`);
  await once(template, async () => {
    if (existsSync(template)) return;
    const aside = `${template}.${process.pid}`;
    rmSync(aside, { recursive: true, force: true });
    await migrateAndSeed({ dataDir: aside }, seed);
    try {
      renameSync(aside, template);
    } catch {
      rmSync(aside, { recursive: true, force: true }); // another process was first
    }
  });
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, dataDir, { recursive: true });
}

/** The cluster's URL with another database name. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL database of `dataDir`: the one recorded in it by an earlier start, else a new one
 * created from the cluster's seeded template (`CREATE DATABASE … TEMPLATE`), recorded there.
 */
async function databaseOf(dataDir: string, clusterUrl: string, seed: Seed): Promise<string> {
  const record = path.join(dataDir, '.playhub-test-database');
  if (existsSync(record)) return withDatabase(clusterUrl, readFileSync(record, 'utf8').trim());
  const template = `playhub_template_${seed}`;
  await once(template, () =>
    admin(clusterUrl, async (client) => {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      const aside = `${template}_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE "${aside}"`);
      await migrateAndSeed({ dataDir, databaseUrl: withDatabase(clusterUrl, aside) }, seed);
      try {
        await client.query(`ALTER DATABASE "${aside}" RENAME TO "${template}"`);
      } catch {
        await client.query(`DROP DATABASE "${aside}"`); // another process was first
      }
    }),
  );
  const name = `playhub_${randomBytes(6).toString('hex')}`;
  await admin(clusterUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(record, name);
  return withDatabase(clusterUrl, name);
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
    acceptTerms: true,
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

/**
 * A page-view token as the server issues with a painted page (issue 30), for reports in tests:
 * `served` per vertical the versions the page may report, `path` the landing path.
 */
export function pageViewToken(served: Record<string, string[]>, path = '/'): string {
  return signView(
    { id: newViewId(), bucket: 50, path, served, canary: [], at: Math.floor(Date.now() / 1000) },
    DEV_SECRETS.SITE_SIGNING_SECRET,
  );
}
