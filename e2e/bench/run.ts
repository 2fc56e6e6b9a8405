// pnpm bench — performance figures of the built site (issues 11 and 19) and of the API (issue 3).
// Prints a table and writes bench-results/latest.json. Figures, not assertions: each target is shown
// beside its figure (bytes are also gated by `npm test`: scripts/size-check.mjs). Lighthouse is the
// median of 5 runs per page (--runs N). Flags: --skip-lighthouse, --skip-api, --skip-engine, --runs N.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { budgets, measureSizes } from '../../scripts/size-check.mjs';
import { lighthouse, type LighthouseFigures } from './lighthouse';
import { measureRouteSwitch } from './route-switch';
import { repoRoot, startSite } from './server';

const args = new Set(process.argv.slice(2));
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const site = join(repoRoot, 'dist/site');
const mono = join(repoRoot, 'dist/mono');
const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Row = [string, string, string];
const rows: Row[] = [];
const results: Record<string, unknown> = {
  at: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function build() {
  if (!existsSync(join(site, 'composition.json')))
    execFileSync('node', ['scripts/build-site.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (!existsSync(join(mono, 'first-load.json')))
    execFileSync('node', ['scripts/build-mono.mjs'], { cwd: repoRoot, stdio: 'inherit' });
}

/** Bytes: deterministic, the same figures `npm test` gates. */
function bytes() {
  const sizes = measureSizes();
  results.sizes = sizes;
  const target = budgets.ratioTarget;
  rows.push(
    [
      'home first-load JS (gzip)',
      kb(sizes.federated * 1024),
      `≤ ${target} × monolith = ${(target * sizes.monolith).toFixed(1)} KB`,
    ],
    ['monolith home JS (gzip)', kb(sizes.monolith * 1024), ''],
    ['federated / monolith bytes', sizes.ratio.toFixed(2), `≤ ${target}`],
    [
      'largest remote entry (gzip)',
      kb(Math.max(...sizes.verticals.map((v) => v.remoteEntry)) * 1024),
      `≤ ${budgets.remoteEntryTargetKb} KB each (gated at ${budgets.remoteEntryKb})`,
    ],
  );
}

async function frontEnd() {
  const federated = await startSite(site, 8311);
  const monolith = await startSite(mono, 8312);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: launchArgs,
  });
  try {
    const login = await fetch(`${federated.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo12345' }),
    }).then((r) => r.json() as Promise<{ data: unknown }>);
    const live = await measureRouteSwitch(browser, federated.url, { from: '/', to: '/casino/live' });
    const dash = await measureRouteSwitch(browser, federated.url, {
      from: '/',
      to: '/dashboard',
      authData: login.data,
      click: '[data-testid="user-button"]',
    });
    results.routeSwitchMs = { casinoLive: live, dashboard: dash };
    rows.push(
      ['route switch / → /casino/live', `${live} ms`, '≤ 150 ms'],
      ['route switch / → /dashboard', `${dash} ms`, '≤ 150 ms'],
    );

    if (!args.has('--skip-lighthouse')) {
      await browser.close();
      const lh: Record<string, LighthouseFigures> = {};
      for (const path of ['/', '/casino/slot', '/promotions']) {
        lh[path] = await lighthouse(`${federated.url}${path}`, runs);
        const f = lh[path]!;
        rows.push([
          `lighthouse ${path} (median of ${runs})`,
          `${f.score} · LCP ${(f.lcpMs / 1000).toFixed(2)} s · TBT ${f.tbtMs} ms · CLS ${f.cls}`,
          '≥ 95 · ≤ 2.0 s · ≤ 150 ms · ≤ 0.05',
        ]);
      }
      lh['mono /'] = await lighthouse(`${monolith.url}/`, runs);
      const mono = lh['mono /']!;
      rows.push(
        [
          'lighthouse monolith /',
          `${mono.score} · LCP ${(mono.lcpMs / 1000).toFixed(2)} s · TBT ${mono.tbtMs} ms`,
          '',
        ],
        ['federated / monolith LCP /', (lh['/']!.lcpMs / mono.lcpMs).toFixed(2), '≤ 1.10'],
      );
      results.lighthouse = lh;
    }
  } finally {
    await browser.close().catch(() => {});
    await federated.stop();
    await monolith.stop();
  }
}

function apiBench() {
  const server = startSite(site, 8313);
  return server.then(async (s) => {
    try {
      const balance = spawnSync('pnpm', ['exec', 'tsx', 'bench/balance.ts'], {
        cwd: join(repoRoot, 'api'),
        env: { ...process.env, API_URL: s.url, CONNECTIONS: '50', DURATION: '8' },
        encoding: 'utf8',
      });
      const rps = /requests\/s\s+avg (\d+)/.exec(balance.stdout)?.[1];
      const p99 = /p99 (\d+)/.exec(balance.stdout)?.[1];
      results.balance = { rps: Number(rps), p99Ms: Number(p99) };
      rows.push(['API user/balance', `${rps ?? '?'} req/s · p99 ${p99 ?? '?'} ms`, '≥ 5000 · < 20 ms']);
    } finally {
      await s.stop();
    }
    // The hub bench starts its own hub server so its figures are not mixed with page loads.
    const hub = spawnSync('pnpm', ['exec', 'tsx', 'bench/hub.ts'], {
      cwd: join(repoRoot, 'api'),
      env: { ...process.env, N: '5000' },
      encoding: 'utf8',
    });
    results.hub = hub.stdout.trim().split('\n');
    const fan = /fan-?out[^\n]*?(\d+)\s*ms/i.exec(hub.stdout)?.[1];
    const mem = /([\d.]+)\s*KB[^\n]*per connection|per connection[^\n]*?([\d.]+)\s*KB/i.exec(hub.stdout);
    rows.push(
      ['hub: 5000 connections, fan-out', fan ? `${fan} ms` : 'see JSON', '< 2000 ms'],
      ['hub: memory per connection', mem ? `${mem[1] ?? mem[2]} KB` : 'see JSON', ''],
    );
  });
}

/**
 * The production engine (issue 27): PostgreSQL, Redis and two replicas as deployed, driven by
 * api/bench/engine.ts, which prints its own table (and keeps bench-results/engine.json).
 */
function engineBench() {
  const engine = spawnSync('pnpm', ['exec', 'tsx', 'bench/engine.ts'], {
    cwd: join(repoRoot, 'api'),
    env: process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const table = engine.stdout.slice(engine.stdout.indexOf('playhub production engine'));
  for (const line of table.split('\n').slice(2)) {
    const m = /^(.+?)\s{2,}(.+?)\s{2,}(.*)$/.exec(line.trim());
    if (m) rows.push([`engine: ${m[1]}`, m[2]!, m[3]!]);
  }
  if (engine.status !== 0) rows.push(['engine benchmark', `failed (${engine.status})`, '']);
}

async function main() {
  build();
  bytes();
  await frontEnd();
  if (!args.has('--skip-api')) await apiBench();
  if (!args.has('--skip-engine')) engineBench();
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nplayhub bench — ${results.machine}\n`);
  for (const [name, value, budget] of rows)
    console.log(`${name.padEnd(width)}  ${value.padEnd(44)} ${budget}`);
  mkdirSync(join(repoRoot, 'bench-results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench-results/latest.json'), JSON.stringify(results, null, 2));
  console.log(`\nwritten to bench-results/latest.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
