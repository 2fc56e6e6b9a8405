// The production engine's figures (issue 27), not a test: PostgreSQL and Redis of their own, two API
// replicas as deployed (`node dist/main.js`, NODE_ENV=production), driven over HTTP and WebSocket from
// this process. Prints each figure beside its target and writes bench-results/engine.json.
//   From api/:  pnpm exec tsx bench/engine.ts [--only balance,debit,login,hub] [--duration 10]
// Needs root (or a user that can run PostgreSQL's binaries) and redis-server, as the suites do.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { verifySync, hashSync } from '@node-rs/argon2';
import { Redis } from 'ioredis';
import pg from 'pg';
import { WebSocket } from 'ws';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '..');
const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const only = new Set((flag('--only') ?? 'balance,debit,login,hub').split(','));
const duration = Number(flag('--duration') ?? 10);
const PLAYERS = Number(flag('--players') ?? 200);
// 20,000 sockets on one replica, as far as the open-file limit lets one process hold them (each
// end is a file: this process holds the clients, a hub server the other ends).
const fileLimit = Number(spawnSync('bash', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout) || 1024;
const HUB_SOCKETS = Number(flag('--sockets') ?? Math.min(20_000, fileLimit - 1_000));

type Row = [string, string, string];
const rows: Row[] = [];
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
};
const stops: (() => void | Promise<void>)[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await sleep(100);
  }
}

/** A PostgreSQL cluster of its own, with the server's defaults (durable commits) but more memory. */
async function startPostgres(): Promise<string> {
  const bin = spawnSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], {
    encoding: 'utf8',
  }).stdout.trim();
  const dir = mkdtempSync(path.join(tmpdir(), 'playhub-bench-pg-'));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  if (root) {
    const id = (f: string) => Number(spawnSync('id', [f, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const pg = (cmd: string, args: string[]) => {
    const r = root
      ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { encoding: 'utf8' })
      : spawnSync(path.join(bin, cmd), args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd}: ${r.stderr}`);
  };
  pg('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  pg('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=120 -c shared_buffers=256MB`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  stops.push(() => {
    pg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

async function startRedis(): Promise<string> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'playhub-bench-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir],
    {
      stdio: 'ignore',
    },
  );
  stops.push(() => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  await until(
    'redis',
    () =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG') ?? false,
  );
  return `redis://127.0.0.1:${port}`;
}

/** A process with a file-descriptor limit that fits 20,000 sockets (root may raise its own limit). */
function spawnWide(cmd: string, args: string[], opts: Parameters<typeof spawn>[2]): ChildProcess {
  const quoted = [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return spawn('bash', ['-c', `ulimit -n 65536 2>/dev/null; exec ${quoted}`], opts);
}

const secrets = {
  OPERATOR_KEY: randomBytes(32).toString('hex'),
  PAYMENT_CALLBACK_SECRET: randomBytes(32).toString('hex'),
  GAME_WALLET_SECRET: randomBytes(32).toString('hex'),
  SPORTSBOOK_TOKEN_SECRET: randomBytes(32).toString('hex'),
  SITE_SIGNING_SECRET: randomBytes(32).toString('hex'),
  TWO_FACTOR_SECRET: randomBytes(32).toString('hex'),
};

/** Starts one API replica as deployed; resolves with its base URL once it is ready. */
async function startReplica(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawnWide(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...env,
      ...secrets,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ALLOW_DEMO_INTEGRATIONS: 'true',
      LOG_LEVEL: 'error',
      DEMO_PSP_CONFIRM_MS: '50',
      // The bench logs in and registers from one address, far over the production limits.
      LOGIN_LIMIT_PER_IP: '100000000',
      LOGIN_LIMIT_PER_USER: '100000000',
      LOGIN_LIMIT_PER_CLIENT: '100000000',
      REGISTER_LIMIT_PER_IP: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stops.push(() => void child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  await until(
    `replica ${port}`,
    async () => (await fetch(`${base}/api/health/ready`).catch(() => null))?.ok === true,
  );
  return base;
}

interface Player {
  token: string;
  username: string;
  session: string;
}

const json = async (res: Response) =>
  (await res.json()) as { success: boolean; message: string; data: never };

function personalNo(i: number): string {
  const nine = `2${String(Date.now() % 1e5).padStart(5, '0')}${String(i).padStart(3, '0')}`;
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  return `${nine}${d10}${(odd + even + d10) % 10}`;
}

/** Registers players, funds each (25,000 TRY, confirmed by the demo provider) and opens a game session. */
async function preparePlayers(base: string, count: number): Promise<Player[]> {
  const players: Player[] = [];
  const stamp = Date.now().toString().slice(-6);
  const games = (await json(
    await fetch(`${base}/api/casino/categorygames`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ systemCategory: [1, 2, 3, 4, 5, 6] }),
    }),
  )) as { data: { providerName: string; gameCode: string }[] };
  const game = games.data.find((g) => g.providerName === 'Digitain')!;
  const work = async (i: number) => {
    const username = `b${stamp}${String(i).padStart(4, '0')}`;
    const reg = await json(
      await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': 'en' },
        body: JSON.stringify({
          name: 'Bench',
          surname: 'Player',
          username,
          email: `${username}@example.com`,
          phone: `9055${stamp.slice(-2)}${String(i).padStart(6, '0')}`,
          PersonalNo: personalNo(i),
          country: 235,
          currencyId: 1,
          birthDate: '1990-01-01',
          trialBonus: 0,
          password: 'bench12345',
          password2: 'bench12345',
        }),
      }),
    );
    if (!reg.success) throw new Error(`register: ${reg.message}`);
    const token = (reg.data as { token: string }).token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const dep = await json(
      await fetch(`${base}/api/payment/deposit`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 25_000 } }),
      }),
    );
    if (!dep.success) throw new Error(`deposit: ${dep.message}`);
    const launch = await json(
      await fetch(`${base}/api/casino/dtlaunchurl`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ code: game.gameCode }),
      }),
    );
    const session = new URL(launch.data as string).searchParams.get('session')!;
    players[i] = { token, username, session };
  };
  for (let i = 0; i < count; i += 20)
    await Promise.all(Array.from({ length: Math.min(20, count - i) }, (_, k) => work(i + k)));
  await until('deposits credited', async () => {
    const w = await json(
      await fetch(`${base}/api/user/balance`, {
        headers: { authorization: `Bearer ${players.at(-1)!.token}` },
      }),
    );
    return (w.data as { balance: number }).balance >= 25_000;
  });
  return players;
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function balanceBench(replicas: string[], players: Player[]) {
  const requests = players.map((p) => ({
    method: 'GET' as const,
    path: '/api/user/balance',
    headers: { authorization: `Bearer ${p.token}` },
  }));
  const etags = await Promise.all(
    players.map(async (p) =>
      (
        await fetch(`${replicas[0]}/api/user/balance`, { headers: { authorization: `Bearer ${p.token}` } })
      ).headers.get('etag')!,
    ),
  );
  const revalidate = players.map((p, i) => ({
    method: 'GET' as const,
    path: '/api/user/balance',
    headers: { authorization: `Bearer ${p.token}`, 'if-none-match': etags[i]! },
  }));
  const out: Record<string, unknown> = {};
  for (const [name, reqs] of [
    ['200 (full answer)', requests],
    ['304 (If-None-Match, as browsers poll)', revalidate],
  ] as const) {
    await autocannon({ url: replicas[0]!, connections: 64, duration: 2, requests: reqs });
    const r = await autocannon({ url: replicas[0]!, connections: 64, duration, requests: reqs });
    out[name] = {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
    };
    rows.push([
      `user/balance, one replica, ${name}`,
      `${fmt(r.requests.average)} req/s · p99 ${ms(r.latency.p99)} · errors ${r.errors + (name.startsWith('200') ? r.non2xx : 0)}`,
      '≥ 10,000 req/s per replica · p99 < 20 ms',
    ]);
  }
  results.balance = out;
}

const sign = (raw: string) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secrets.GAME_WALLET_SECRET).update(`${t}.${raw}`).digest('hex')}`;
};

/** The database's size on disk (tables, indexes, TOAST), in bytes. */
async function databaseBytes(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
    const r = await client.query<{ n: string }>('SELECT pg_database_size(current_database())::text AS n');
    return Number(r.rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** The debits, at 1 and 5 calls per player at once; returns how many were accepted. */
async function debitBench(replicas: string[], players: Player[]): Promise<number> {
  let calls = 0;
  const out: Record<string, unknown> = {};
  for (const perPlayer of [1, 5]) {
    // Each connection plays for one player; `perPlayer` connections share a player (game tabs).
    const runOne = (url: string, group: Player[]) => {
      let next = 0;
      return autocannon({
        url,
        connections: group.length * perPlayer,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/api/gamewallet/debit',
            setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
              context.player ??= group[next++ % group.length];
              const p = context.player as Player;
              const body = JSON.stringify({
                provider: 'Digitain',
                session: p.session,
                transactionId: `bd-${randomUUID()}`,
                roundId: `br-${randomUUID()}`,
                amount: '0.01',
                currency: 'TRY',
              });
              return {
                ...req,
                body,
                headers: { 'content-type': 'application/json', 'x-playhub-signature': sign(body) },
              };
            },
          },
        ],
      });
    };
    // 20 players per replica at a time: 20 or 100 calls in flight on each.
    const half = 20;
    const results2 = await Promise.all(
      replicas.map((url, i) => runOne(url, players.slice(i * half, i * half + half))),
    );
    calls += results2.reduce((s, r) => s + r.requests.total - r.non2xx, 0);
    const rps = results2.reduce((s, r) => s + r.requests.average, 0);
    const p99 = Math.max(...results2.map((r) => r.latency.p99));
    const errors = results2.reduce((s, r) => s + r.errors + r.non2xx, 0);
    out[`${perPlayer} per player`] = {
      rps,
      p99,
      errors,
      perReplica: results2.map((r) => r.requests.average),
    };
    rows.push([
      `wallet debit, ${perPlayer} call${perPlayer > 1 ? 's' : ''} per player at once, 2 replicas`,
      `${fmt(rps)} req/s · p99 ${ms(p99)} · errors ${errors}`,
      '≥ 1,000 req/s · p99 < 50 ms · 0 errors',
    ]);
  }
  results.debit = out;
  return calls;
}

async function loginBench(replicas: string[], players: Player[]) {
  // The hash time of one login (argon2id, 19 MiB, t=2), on one core.
  const stored = hashSync('bench12345', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    verifySync(stored, 'bench12345');
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const hashMs = times[7]!;
  const cores = availableParallelism();
  const ceiling = (cores * 1000) / hashMs;
  const logins = players.map((p) => ({
    method: 'POST' as const,
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: p.username, password: 'bench12345' }),
  }));
  const polls = players.map((p) => ({
    method: 'GET' as const,
    path: '/api/user/balance',
    headers: { authorization: `Bearer ${p.token}` },
  }));
  // The flood and, beside it, a steady poll (about 600 players polling every 3 s: 200 req/s).
  const [flood, poll] = await Promise.all([
    autocannon({ url: replicas[0]!, connections: 32, duration, requests: logins }),
    autocannon({ url: replicas[0]!, connections: 8, duration, overallRate: 200, requests: polls }),
  ]);
  results.login = {
    hashMs,
    cores,
    ceiling,
    rps: flood.requests.average,
    p99: flood.latency.p99,
    non2xx: flood.non2xx,
    balanceP99DuringFlood: poll.latency.p99,
  };
  rows.push(
    ['argon2id hash time (one core)', ms(hashMs), ''],
    [
      `login flood, one replica (${cores} cores)`,
      `${fmt(flood.requests.average)} req/s · refused ${flood.non2xx}`,
      `≈ cores ÷ hash time = ${fmt(ceiling)} req/s`,
    ],
    ['user/balance p99 during the login flood', ms(poll.latency.p99), '< 50 ms'],
  );
}

const RS = '\u001e';

/** Two hub servers (api/bench/hub-server.ts) on one Redis: 20,000 sockets on the first. */
async function hubBench(redisUrl: string) {
  const server = (port: number) => {
    const child = spawnWide(process.execPath, ['--import', 'tsx', 'bench/hub-server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, PORT: String(port), REDIS_URL: redisUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    stops.push(() => void child.kill('SIGTERM'));
    return `http://127.0.0.1:${port}`;
  };
  const a = server(await freePort());
  const b = server(await freePort());
  for (const url of [a, b])
    await until(
      'hub server',
      async () =>
        (await fetch(`${url}/api/dev/broadcast`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"userId":-1,"message":{}}',
        }).catch(() => null)) !== null,
    );

  // Clients: every socket is player i (session i) and records when each numbered message arrives.
  const arrivals = new Map<string, number>();
  let broadcastReceived = 0;
  const sockets: WebSocket[] = [];
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${a.replace('http', 'ws')}/hub/frnotify?access_token=bench-${i}`, {
        perMessageDeflate: false,
      });
      let ready = false;
      ws.on('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
      ws.on('message', (data) => {
        const text = data.toString();
        if (!ready) {
          ready = true;
          sockets.push(ws);
          return resolve();
        }
        const m = /"tag":"([^"]+)"/.exec(text);
        if (!m) return;
        if (m[1] === 'all') broadcastReceived++;
        else arrivals.set(m[1]!, performance.now());
      });
      ws.on('error', reject);
    });
  // Pings from the start: opening 20,000 takes longer than the hub's 30 s client timeout, and the
  // first sockets would be closed as silent before the last one opens.
  const ping = setInterval(() => {
    for (const ws of sockets) if (ws.readyState === 1) ws.send(`{"type":6}${RS}`);
  }, 10_000);
  const t0 = performance.now();
  let next = 1;
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next <= HUB_SOCKETS) await open(next++);
    }),
  );
  const connectMs = performance.now() - t0;

  // Which instances listen for one player: only the one holding the player's sockets.
  const redis = new Redis(redisUrl);
  const [, listeners] = (await redis.pubsub('NUMSUB', 'playhub:live:u:1')) as [string, number];
  const [, broadcastListeners] = (await redis.pubsub('NUMSUB', 'playhub:live:all')) as [string, number];
  redis.disconnect();

  const publish = (url: string, userId: number | null, tag: string) =>
    fetch(`${url}/api/dev/broadcast`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId, cmd: 'Notification', message: { tag } }),
    });
  // A broadcast to all 20,000 from B, and meanwhile 300 notifications to single players, also
  // published on B (the other replica): each one's delivery time at its client.
  const sent = new Map<string, number>();
  const start = performance.now();
  const all = publish(b, null, 'all');
  void all;
  for (let i = 0; i < 300; i++) {
    const tag = `one-${i}`;
    sent.set(tag, performance.now());
    void publish(b, 1 + ((i * 67) % HUB_SOCKETS), tag);
    await sleep(3);
  }
  await until(
    'broadcast delivered',
    () => broadcastReceived >= HUB_SOCKETS && arrivals.size >= 300,
    60_000,
  ).catch(() => undefined);
  const fanOutMs = performance.now() - start;
  clearInterval(ping);
  const latencies = [...sent].map(([tag, at]) => (arrivals.get(tag) ?? Infinity) - at).sort((x, y) => x - y);
  const p99 = latencies[Math.floor(latencies.length * 0.99)]!;
  for (const ws of sockets) ws.terminate();
  results.hub = {
    sockets: sockets.length,
    connectMs,
    broadcastReceived,
    fanOutMs,
    oneP50: latencies[150],
    oneP99: p99,
    listeners,
    broadcastListeners,
  };
  rows.push(
    [
      `hub: sockets held by one replica`,
      `${fmt(sockets.length)} (opened in ${(connectMs / 1000).toFixed(1)} s)`,
      '20,000',
    ],
    [
      'hub: broadcast to all of them, from the other replica',
      `${fmt(broadcastReceived)} received in ${ms(fanOutMs)}`,
      '',
    ],
    ['hub: one player’s notification during that broadcast', `p99 ${ms(p99)}`, '< 200 ms p99'],
    [
      'hub: replicas listening for one player / for everyone',
      `${listeners} of 2 / ${broadcastListeners} of 2`,
      'only those holding the player',
    ],
  );
}

async function main() {
  spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
  const [databaseUrl, redisUrl] = await Promise.all([startPostgres(), startRedis()]);
  if (only.has('balance') || only.has('debit') || only.has('login')) {
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
    const first = await startReplica(env);
    const second = await startReplica(env);
    const replicas = [first, second];
    const players = await preparePlayers(first, PLAYERS);
    if (only.has('balance')) await balanceBench(replicas, players);
    if (only.has('debit')) {
      // What a wallet call leaves in the database (round, transaction, transfer and its entries,
      // their indexes): the figure behind the database sizing in docs/benchmarks.md.
      const before = await databaseBytes(databaseUrl);
      const calls = await debitBench(replicas, players);
      const perCall = ((await databaseBytes(databaseUrl)) - before) / Math.max(1, calls);
      results.bytesPerWalletCall = perCall;
      rows.push([
        'database growth per accepted wallet call',
        `${fmt(perCall)} bytes (${fmt(calls)} calls)`,
        '',
      ]);
    }
    if (only.has('login')) await loginBench(replicas, players);
  }
  // A Redis of its own: the replicas above still listen on theirs, and would count as listeners.
  if (only.has('hub')) await hubBench(await startRedis());
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nplayhub production engine — ${results.machine}; PostgreSQL + Redis, 2 replicas\n`);
  for (const [name, value, target] of rows)
    console.log(`${name.padEnd(width)}  ${value.padEnd(46)} ${target}`);
  mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(path.join(repoRoot, 'bench-results/engine.json'), JSON.stringify(results, null, 2));
}

// 20,000 client sockets need more open files than a shell usually allows: run again with more.
if (!process.env.PLAYHUB_BENCH_WIDE) {
  const again = spawnWide(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, PLAYHUB_BENCH_WIDE: '1' },
    stdio: 'inherit',
  });
  again.on('exit', (code) => process.exit(code ?? 1));
} else {
  try {
    await main();
  } finally {
    // A stop that fails (a server already gone) must not hide what failed before it.
    for (const stop of stops.reverse()) await (async () => stop())().catch(() => undefined);
  }
  process.exit(0);
}
