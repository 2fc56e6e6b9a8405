/**
 * The production topology on this machine, without Docker (issue 10): Debian's PostgreSQL and Redis,
 * two API instances, an nginx gateway (deploy/nginx/gateway.conf.template) in front of them serving
 * the host, and one nginx per vertical (deploy/nginx/vertical.conf.template), each on its own origin.
 * Started by the `composition` suite's global setup; its state is a JSON file the tests read.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { freePort } from '../../api/test/free-port';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ensureDebianPackages, findPostgresBin, run, waitFor } from './topology-system';
import { publishRelease } from '@playhub/composition/integrity';
import type { Manifest } from '@playhub/composition/manifest';

export const repoRoot = join(import.meta.dirname, '../..');
export const siteDir = join(repoRoot, 'dist/site');
import { verticals, type Vertical } from './verticals';
import { testLoadBudgetMs } from './composition';

export { verticals, type Vertical };
/** The gateway's port is fixed so the Playwright config can name its baseURL before setup runs. */
export const gatewayPort = Number(process.env.COMPOSITION_PORT ?? 8290);
/** Casino versions the suite deploys next to each other (both copies of the site build's casino). */
export const casinoVersions = ['1.0.0', '2.0.0'] as const;

export interface NginxServer {
  port: number;
  origin: string;
  prefix: string;
}

export interface Topology {
  dir: string;
  gateway: NginxServer;
  providersOrigin: string;
  verticals: Record<Vertical, NginxServer & { root: string }>;
  apiPorts: number[];
  /** The supervisors of the API replicas (process group leaders; see support/supervise.sh). */
  apiPids: number[];
  /** Per replica: the file holding the pid of the API process its supervisor runs now. */
  apiPidFiles: string[];
  /**
   * The deployment's composition.json: imported into PostgreSQL by the first replica (the store is
   * the database from then on); the release records live beside it.
   */
  compositionFile: string;
  /**
   * PostgreSQL: its data directory lives on a small volume of its own (`volume`, a tmpfs mounted
   * for the suite when run as root, else null) so the fault suite can fill it; the WAL is elsewhere.
   */
  pg: { dir: string; port: number; bin: string; volume: string | null };
  redis: { dir: string; port: number };
  /** The APIs' secrets, made for this run (production refuses any value found in the repository). */
  secrets: {
    OPERATOR_KEY: string;
    PAYMENT_CALLBACK_SECRET: string;
    GAME_WALLET_SECRET: string;
    SPORTSBOOK_TOKEN_SECRET: string;
    SITE_SIGNING_SECRET: string;
    TWO_FACTOR_SECRET: string;
  };
}

const stateFile = join(tmpdir(), `playhub-composition-${gatewayPort}.json`);

/** The topology's PostgreSQL, as the APIs, the operator CLI and `operator:add` reach it. */
export const databaseUrl = (t: Pick<Topology, 'pg'>): string =>
  `postgres://postgres@127.0.0.1:${t.pg.port}/postgres`;
/** Its Redis (the replicas' and the CLI's announcements of composition changes). */
export const redisUrl = (t: Pick<Topology, 'redis'>): string => `redis://127.0.0.1:${t.redis.port}`;

/** The running topology (written by the global setup). */
export function readTopology(): Topology {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as Topology;
}

/** `${NAME}` → value, like the nginx image's envsubst; a variable left unset is an error, not a blank. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`nginx template variable ${name} is not set`);
    return value;
  });
}

/** An nginx of its own (prefix dir, pid, logs) around one rendered conf.d file, as one container would be. */
function writeNginx(prefix: string, name: string, conf: string): void {
  mkdirSync(join(prefix, 'conf.d'), { recursive: true });
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  writeFileSync(join(prefix, 'conf.d', `${name}.conf`), conf);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  sendfile on;
  keepalive_timeout 30s;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  include ${prefix}/conf.d/*.conf;
}
`,
  );
}

function nginxArgs(prefix: string): string[] {
  return ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')];
}

/** Starts (daemonised) the nginx of a prefix and waits for its port. */
export async function startNginx(server: NginxServer): Promise<void> {
  run('nginx', nginxArgs(server.prefix));
  await waitFor(
    `nginx on ${server.port}`,
    async () => (await fetch(`${server.origin}/`).catch(() => null)) !== null,
  );
}

/** Stops the nginx of a prefix and waits until its port refuses connections. */
export async function stopNginx(server: NginxServer): Promise<void> {
  if (!existsSync(join(server.prefix, 'nginx.pid'))) return;
  spawnSync('nginx', [...nginxArgs(server.prefix), '-s', 'stop'], { stdio: 'ignore' });
  await waitFor(
    `nginx on ${server.port} to stop`,
    async () => (await fetch(`${server.origin}/`).catch(() => null)) === null,
  );
}

/**
 * The two casino releases the swap test moves between, both the casino the site build deployed:
 * v2 is a copy of it in its own version folder, published as a release of its own. A build of the
 * same sources with PLAYHUB_VERSION=2.0.0 writes the same scripts byte for byte (only the order of
 * the manifest's shared list differs), so a second webpack run proved nothing a copy does not; the
 * host and the CLI tell versions apart by their folders, as a deployment does.
 */
function casinoReleases(builtVersion: string): Record<(typeof casinoVersions)[number], string> {
  return Object.fromEntries(
    casinoVersions.map((version) => [version, join(siteDir, 'mf', 'casino', builtVersion)]),
  ) as Record<(typeof casinoVersions)[number], string>;
}

/** Size of the small volume PostgreSQL's data lives on (the seeded database takes about 60 MB). */
const PG_VOLUME_MB = 320;

/** Runs a PostgreSQL binary as the `postgres` user when we are root (it refuses to run as root). */
function pgCommand(pg: Pick<Topology['pg'], 'bin'>, cmd: string, args: string[]): string {
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', join(pg.bin, cmd), ...args])
    : run(join(pg.bin, cmd), args);
}

/**
 * A small volume for the data directory: a tmpfs of PG_VOLUME_MB, mounted as root (CI runs as root);
 * elsewhere the data stays on the common disk and the disk-full fault is skipped.
 */
function mountVolume(path: string): string | null {
  mkdirSync(path, { recursive: true });
  if (process.getuid?.() !== 0) return null;
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${PG_VOLUME_MB}m,mode=0755`, 'tmpfs', path], {
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    console.warn(`[topology] could not mount a ${PG_VOLUME_MB} MB volume for PostgreSQL: ${r.stderr}`);
    return null;
  }
  return path;
}

async function startPostgres(dir: string): Promise<Topology['pg']> {
  const bin = findPostgresBin();
  const port = await freePort();
  const volume = mountVolume(join(dir, 'volume'));
  mkdirSync(join(dir, 'wal'), { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const d of [dir, join(dir, 'volume'), join(dir, 'wal')]) chownSync(d, uid, gid);
  }
  const pg = { dir, port, bin, volume };
  // The WAL on the common disk: a full data volume fails writes that need new space (as on any
  // full disk) without taking the server down, which a full WAL volume would.
  pgCommand(pg, 'initdb', [
    '-D',
    pgData(pg),
    '--waldir',
    join(dir, 'wal', 'pg_wal'),
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  startPostgresServer(pg);
  return pg;
}

/** The data directory (on the volume when there is one). */
export const pgData = (pg: Pick<Topology['pg'], 'dir'>): string => join(pg.dir, 'volume', 'data');

/** Starts the topology's PostgreSQL (again, after the fault suite stopped it) and waits for it. */
export function startPostgresServer(pg: Topology['pg']): void {
  const opts = `-p ${pg.port} -k ${pg.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=80`;
  pgCommand(pg, 'pg_ctl', [
    '-D',
    pgData(pg),
    '-o',
    opts,
    '-l',
    join(pg.dir, 'postgres.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
}

/** Stops it: `fast` ends every connection as a restart or failover does. */
export function stopPostgresServer(pg: Topology['pg'], mode: 'fast' | 'immediate' = 'fast'): void {
  pgCommand(pg, 'pg_ctl', ['-D', pgData(pg), '-m', mode, '-w', 'stop']);
}

function stopPostgres(pg: Topology['pg']): void {
  const args = ['-D', pgData(pg), '-m', 'immediate', 'stop'];
  if (process.getuid?.() === 0)
    spawnSync('runuser', ['-u', 'postgres', '--', join(pg.bin, 'pg_ctl'), ...args], { stdio: 'ignore' });
  else spawnSync(join(pg.bin, 'pg_ctl'), args, { stdio: 'ignore' });
  if (pg.volume) spawnSync('umount', ['-l', pg.volume], { stdio: 'ignore' });
}

async function startRedis(dir: string): Promise<Topology['redis']> {
  const redis = { dir, port: await freePort() };
  mkdirSync(dir, { recursive: true });
  await startRedisServer(redis);
  return redis;
}

/** Starts the topology's Redis (again, after the fault suite stopped it) and waits for its PONG. */
export async function startRedisServer(redis: Topology['redis']): Promise<void> {
  const { dir, port } = redis;
  run('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'yes',
    '--dir',
    dir,
    '--pidfile',
    join(dir, 'redis.pid'),
    '--logfile',
    join(dir, 'redis.log'),
  ]);
  await waitFor(
    'redis',
    () =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG') ?? false,
  );
}

/** Stops it at once, as a crash or a lost node does (no save: it keeps nothing anyway). */
export async function stopRedisServer(redis: Topology['redis']): Promise<void> {
  spawnSync('redis-cli', ['-p', String(redis.port), 'shutdown', 'nosave'], { stdio: 'ignore' });
  await waitFor(
    'redis to stop',
    () =>
      !(
        spawnSync('redis-cli', ['-p', String(redis.port), 'ping'])
          .stdout?.toString()
          .includes('PONG') ?? false
      ),
  );
}

/**
 * Starts one API replica, as deployed (the compiled API; main.ts refuses NODE_ENV=production under
 * tsx), under a supervisor that starts it again when it exits (support/supervise.sh, the restart
 * policy of docker-compose). Returns the supervisor's pid (its process group holds both).
 */
async function startApi(port: number, env: NodeJS.ProcessEnv, log: string, pidFile: string): Promise<number> {
  const out = openSync(log, 'a');
  const child = spawn(
    'bash',
    [
      join(repoRoot, 'e2e/support/supervise.sh'),
      pidFile,
      process.execPath,
      '--enable-source-maps',
      'api/dist/main.js',
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      detached: true,
      stdio: ['ignore', out, out],
    },
  );
  child.unref();
  await waitForApi(port, log);
  return child.pid!;
}

/** Waits until the replica on `port` is ready (GET /api/health/ready answers 200). */
export async function waitForApi(port: number, log = 'its log', timeoutMs = 120_000): Promise<void> {
  await waitFor(
    `API on ${port} (log: ${log})`,
    async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null))?.ok === true,
    timeoutMs,
  );
}

/** The pid of the API process a replica's supervisor runs now. */
export function apiProcess(topology: Topology, replica: number): number {
  return Number(readFileSync(topology.apiPidFiles[replica]!, 'utf8').trim());
}

/** Copies a folder tree (the site is small; a copy keeps dist/site untouched by the suite). */
function copy(from: string, to: string, filter?: (src: string) => boolean): void {
  cpSync(from, to, { recursive: true, filter });
}

/** Starts everything; the caller (global setup) must call `stopTopology` whatever happens. */
export async function startTopology(): Promise<Topology> {
  if (!existsSync(join(siteDir, 'index.html')) || !existsSync(join(siteDir, 'composition.json'))) {
    throw new Error(`${siteDir} is not built: run \`node scripts/build-site.mjs\` first`);
  }
  ensureDebianPackages(['nginx', 'postgresql', 'redis-server']);
  run(process.execPath, [join(repoRoot, 'api/scripts/build.mjs')]);
  // The operator CLI the suite runs (tests-composition/cli.ts), compiled like the API's tools.
  run(process.execPath, [join(repoRoot, 'composition/scripts/build.mjs')]);
  const dir = mkdtempSync(join(tmpdir(), 'playhub-composition-'));
  // nginx workers run as an unprivileged user: they must be able to read the served trees.
  chmodSync(dir, 0o755);
  const built = JSON.parse(readFileSync(join(siteDir, 'composition.json'), 'utf8')) as Record<
    Vertical,
    { version: string; criticality?: string; timeoutMs?: number }
  >;

  const ports = {
    providers: await freePort(),
    shell: await freePort(),
    api: [await freePort(), await freePort()],
  };
  const gateway: NginxServer = {
    port: gatewayPort,
    origin: `http://127.0.0.1:${gatewayPort}`,
    prefix: join(dir, 'nginx', 'gateway'),
  };
  const providersOrigin = `http://127.0.0.1:${ports.providers}`;
  const vs = {} as Topology['verticals'];
  for (const name of verticals) {
    const port = await freePort();
    vs[name] = {
      port,
      origin: `http://127.0.0.1:${port}`,
      prefix: join(dir, 'nginx', name),
      root: join(dir, 'origins', name),
    };
  }
  const topology: Topology = {
    dir,
    gateway,
    providersOrigin,
    verticals: vs,
    apiPorts: ports.api,
    apiPids: [],
    apiPidFiles: ports.api.map((p) => join(dir, `api-${p}.pid`)),
    compositionFile: join(dir, 'composition', 'composition.json'),
    pg: { dir: '', port: 0, bin: '', volume: null },
    redis: { dir: join(dir, 'redis'), port: 0 },
    secrets: {
      OPERATOR_KEY: randomBytes(32).toString('hex'),
      PAYMENT_CALLBACK_SECRET: randomBytes(32).toString('hex'),
      GAME_WALLET_SECRET: randomBytes(32).toString('hex'),
      SPORTSBOOK_TOKEN_SECRET: randomBytes(32).toString('hex'),
      SITE_SIGNING_SECRET: randomBytes(32).toString('hex'),
      TWO_FACTOR_SECRET: randomBytes(32).toString('hex'),
    },
  };
  // Written first so a failed start is still torn down.
  writeFileSync(stateFile, JSON.stringify(topology, null, 2));
  const save = () => writeFileSync(stateFile, JSON.stringify(topology, null, 2));

  // Files: the host, each vertical's version folders on its own origin, and the composition.
  const skip = new Set([
    join(siteDir, 'mf'),
    join(siteDir, 'composition.json'),
    join(siteDir, 'composition.history.jsonl'),
    join(siteDir, 'releases'),
  ]);
  copy(siteDir, join(dir, 'host'), (src) => !skip.has(src));
  const casinoBuilds: Record<string, string> = casinoReleases(built.casino.version);
  const composition: Record<string, unknown> = {};
  for (const name of verticals) {
    const entry = built[name];
    const versions = name === 'casino' ? Object.keys(casinoBuilds) : [entry.version];
    for (const version of versions) {
      const from = name === 'casino' ? casinoBuilds[version]! : join(siteDir, 'mf', name, version);
      copy(from, join(vs[name].root, 'mf', name, version));
    }
    const version = versions[0]!;
    composition[name] = {
      ...entry,
      entry: `${vs[name].origin}/mf/${name}/${version}/mf-manifest.json`,
      version,
      timeoutMs: testLoadBudgetMs,
    };
  }
  // The release records (integrity) live with composition.json, on the host's side; the casino
  // versions are published here from their deployed folders, as the operator would (`pnpm composition publish`).
  mkdirSync(join(dir, 'composition'));
  cpSync(join(siteDir, 'releases'), join(dir, 'composition', 'releases'), { recursive: true });
  for (const version of casinoVersions)
    publishRelease(
      join(dir, 'composition'),
      'casino',
      version,
      join(vs.casino.root, 'mf', 'casino', version),
    );
  // The host's version folder (issue 31, item 5) is served by the gateway from HOST_ROOT/host/.
  const builtHost = (built as Record<string, unknown>).host;
  if (builtHost) composition.host = builtHost;
  writeFileSync(topology.compositionFile, JSON.stringify(composition, null, 2) + '\n');

  // Data services and two API instances (the first one migrates and seeds, then the second joins).
  const pgDir = mkdtempSync(join(tmpdir(), 'playhub-composition-pg-'));
  topology.pg = { dir: pgDir, port: 0, bin: '', volume: null };
  save();
  topology.pg = await startPostgres(pgDir);
  topology.redis = await startRedis(join(dir, 'redis'));
  save();
  const apiEnv = {
    DATABASE_URL: databaseUrl(topology),
    REDIS_URL: redisUrl(topology),
    // Production, as deployed, with the demo providers allowed (no real money can move there).
    NODE_ENV: 'production',
    ALLOW_DEMO_INTEGRATIONS: 'true',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '127.0.0.1',
    // Markets (issue 30, item 4): the gateway reached as `localhost` is the strict market's site,
    // as 127.0.0.1 the default market's (tests-composition/markets.spec.ts).
    MARKET_HOSTS: 'localhost=strict',
    ...topology.secrets,
    // Launch URLs, sportsbook frames and the payment page live on the providers' origin.
    PUBLIC_ORIGIN: providersOrigin,
    // The composition lives in PostgreSQL, as in production (issue 30, item 2): the first replica
    // finds the database empty and imports composition.json (the deployment's file, which also
    // locates the release records); both replicas and the CLI change it there. It is resolved per
    // player by the APIs (canaries); the abort is judged every second from at least 10 page loads,
    // so the suite sees it without waiting.
    COMPOSITION_FILE: topology.compositionFile,
    // Pages are painted by the APIs from the host's template, which the gateway serves them.
    SHELL_TEMPLATE: `http://127.0.0.1:${ports.shell}/index.html`,
    VERTICAL_ORIGINS: verticals.map((n) => vs[n].origin).join(' '),
    ROLLOUT_CHECK_SECONDS: '1',
    ROLLOUT_MIN_SAMPLE: '10',
    // The operators' second factor is tested by the API suite and the browser suite's console
    // journey; this suite's console steps log in with a password (issue 30, item 6).
    OPERATOR_TWO_FACTOR_REQUIRED: 'false',
  };
  for (const [i, port] of ports.api.entries()) {
    topology.apiPids.push(
      await startApi(port, apiEnv, join(dir, `api-${port}.log`), topology.apiPidFiles[i]!),
    );
    save();
  }

  // nginx: the gateway and one origin per vertical, from the same templates docker-compose uses.
  const templates = join(repoRoot, 'deploy', 'nginx');
  const verticalOrigins = verticals.map((n) => vs[n].origin).join(' ');
  writeNginx(
    gateway.prefix,
    'gateway',
    renderTemplate(readFileSync(join(templates, 'gateway.conf.template'), 'utf8'), {
      GATEWAY_PORT: `127.0.0.1:${gateway.port}`,
      PROVIDERS_PORT: `127.0.0.1:${ports.providers}`,
      SHELL_PORT: `127.0.0.1:${ports.shell}`,
      HOST_ROOT: join(dir, 'host'),
      API_SERVERS: ports.api.map((p) => `server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n  '),
      VERTICAL_ORIGINS: verticalOrigins,
      FRAME_ORIGINS: providersOrigin,
      FRAME_ORIGINS_QUOTED: `"${providersOrigin}"`,
      MEDIA_ORIGINS: ' ',
      ACCESS_LOG: join(gateway.prefix, 'access.log'),
    }),
  );
  for (const name of verticals) {
    writeNginx(
      vs[name].prefix,
      name,
      renderTemplate(readFileSync(join(templates, 'vertical.conf.template'), 'utf8'), {
        VERTICAL: name,
        VERTICAL_PORT: `127.0.0.1:${vs[name].port}`,
        VERTICAL_ROOT: vs[name].root,
        SITE_ORIGIN: gateway.origin,
        // The strict market's site is the gateway reached as localhost (MARKET_HOSTS above).
        OTHER_SITE_ORIGINS: gateway.origin.replace('127.0.0.1', 'localhost'),
      }),
    );
  }
  run('nginx', ['-t', '-q', ...nginxArgs(gateway.prefix)]);
  for (const server of [gateway, ...verticals.map((n) => vs[n])]) await startNginx(server);
  return topology;
}

/** Stops everything the topology started (safe to call on a half-started one). */
export async function stopTopology(topology: Topology = readTopology()): Promise<void> {
  for (const server of [topology.gateway, ...Object.values(topology.verticals)]) {
    await stopNginx(server).catch((e: unknown) => console.error(String(e)));
  }
  for (const pid of topology.apiPids) {
    try {
      process.kill(-pid, 'SIGTERM'); // the API's process group
    } catch {
      /* already gone */
    }
  }
  const redisPid = join(topology.redis.dir, 'redis.pid');
  if (existsSync(redisPid)) spawnSync('kill', [readFileSync(redisPid, 'utf8').trim()]);
  if (topology.pg.port) stopPostgres(topology.pg);
  for (const pid of topology.apiPids)
    await waitFor(`API ${pid} to exit`, () => !alive(pid), 15_000).catch(() => process.kill(-pid, 'SIGKILL'));
  if (!process.env.COMPOSITION_KEEP) {
    for (const d of [topology.dir, topology.pg.dir]) if (d) rmSync(d, { recursive: true, force: true });
    rmSync(stateFile, { force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A release's manifest: the Module Federation SDK's type with playhub's runtime record. */
type ReleaseManifest = Manifest & {
  metaData: Manifest['metaData'] & { hostRuntime?: { takes?: string[]; provides?: string[] } };
};

/**
 * Deploys a copy of a built version folder as a release built differently: `rewrite` edits
 * mf-manifest.json and mf-manifest-stats.json (and their precompressed copies). Derived, not built:
 * the host and the CLI read only the manifest before they run a remote (the copied remoteEntry.js is
 * the old build, but a host that refuses the release never runs it).
 */
export function deployRewrittenRelease(
  from: string,
  to: string,
  rewrite: (manifest: ReleaseManifest) => void,
): void {
  cpSync(from, to, { recursive: true });
  for (const name of ['mf-manifest.json', 'mf-manifest-stats.json']) {
    const file = join(to, name);
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as ReleaseManifest;
    rewrite(manifest);
    const text = JSON.stringify(manifest, null, 2); // as the manifest plugin writes it
    writeFileSync(file, text);
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
  }
}

/**
 * A release "built against" another `@playhub/shared`: the `version` and `requiredVersion`
 * (`^version`) of every `@playhub/shared/*` row.
 */
export function builtAgainstShared(sharedVersion: string): (manifest: ReleaseManifest) => void {
  return (manifest) => {
    for (const row of manifest.shared) {
      if (!row.name.startsWith('@playhub/shared/')) continue;
      row.version = sharedVersion;
      row.requiredVersion = `^${sharedVersion}`;
    }
  };
}

/** A release built with another Module Federation runtime (`metaData.pluginVersion`). */
export function builtWithFederationRuntime(version: string): (manifest: ReleaseManifest) => void {
  return (manifest) => {
    manifest.metaData = { ...manifest.metaData, pluginVersion: version };
  };
}

/** A release that needs another version of a page-wide singleton (`react`, `styled-components`…). */
export function needingSingleton(name: string, range: string): (manifest: ReleaseManifest) => void {
  return (manifest) => {
    for (const row of manifest.shared) if (row.name === name) row.requiredVersion = range;
  };
}

/** A release that runs on a part of the federation runtime the host does not provide (`hostRuntime.takes`). */
export function takingHostRuntimePart(part: string): (manifest: ReleaseManifest) => void {
  return (manifest) => {
    const takes = manifest.metaData?.hostRuntime?.takes ?? [];
    manifest.metaData = { ...manifest.metaData, hostRuntime: { takes: [...takes, part] } };
  };
}

/** Every file under a folder with its size, mtime, inode and content hash (to prove a swap touched nothing else). */
export function fileStamps(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        const s = statSync(p);
        out[p.slice(root.length)] =
          `${s.size}:${s.mtimeMs}:${s.ino}:${createHash('sha1').update(readFileSync(p)).digest('hex')}`;
      }
    }
  };
  walk(root);
  return out;
}
