// The runner of `npm test` (scripts/test.sh installs what a fresh machine lacks, then starts it):
// runs the steps of plan.mjs as soon as the steps they need have passed, side by side while the
// machine's cores have room, each in a process group of its own with its output kept in
// .data/test-logs/<step>.log (printed when the step fails). At the end it prints the timings, the
// slowest tests and the test counts, and keeps them in .data/test-timings.json.
//
//   node scripts/test/run.mjs              every step
//   node scripts/test/run.mjs e2e lint     these steps and the steps they need
//   node scripts/test/run.mjs --only jest  this step alone (what it needs is taken as done)
//   node scripts/test/run.mjs --list       the plan
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { plan } from './plan.mjs';
import { collectReports, reportsDir } from './reports.mjs';

const root = new URL('../..', import.meta.url).pathname;
const logs = join(root, '.data/test-logs');
const timingsFile = join(root, '.data/test-timings.json');
// The API suites' migrated and seeded databases, made once per run and copied per boot (api/test/helpers.ts).
const dbTemplates = join(root, '.data/test-db-templates');
const compileCache = join(root, '.data/node-compile-cache');
const cores = Number(process.env.TEST_CORES) || availableParallelism();
// Steps start while the `cpu` of the running ones leaves room in this many cores' worth: the cores
// the machine has. With two more (the steps wait on I/O, the fillers niced) every step ran four to
// five times slower than alone on the 2-core machine (the PostgreSQL API suite 1,000–1,200 s beside
// the others, 214 s alone; the browser suite over 2,000 s) and whole runs took 2,250–2,290 s, more
// than the serial 1,490–1,705 s: the browser suite's two workers keep both cores busy by themselves.
const capacity = Number(process.env.TEST_CAPACITY) || cores;
const fillerNice = 10;
// Steps that only fill time the browser suite leaves idle (see `beside` in plan.mjs): the lowest
// priority unless the step asks for more, so the critical chain hardly notices them.
const besideNice = 19;

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const s of plan)
    console.log(
      `${s.name.padEnd(16)} cpu ${s.cpu}  ${s.critical ? 'critical' : s.beside ? 'beside  ' : 'niced   '}  after ${s.after.join(', ') || '-'}`,
    );
  process.exit(0);
}
const only = args.includes('--only');
const steps = selected(args.filter((a) => !a.startsWith('--')));

/** The steps named on the command line and everything they need (all of them when none is named). */
function selected(names) {
  if (names.length === 0) return plan;
  const byName = new Map(plan.map((s) => [s.name, s]));
  const wanted = new Set();
  const add = (name) => {
    const s = byName.get(name);
    if (!s) throw new Error(`no step ${name} in scripts/test/plan.mjs (--list shows them)`);
    if (wanted.has(name)) return;
    wanted.add(name);
    if (!only) s.after.forEach(add);
  };
  names.forEach(add);
  return plan.filter((s) => wanted.has(s.name));
}

const started = Date.now();
const at = () => ((Date.now() - started) / 1000).toFixed(0).padStart(4);
const seconds = (ms) => Math.round(ms / 100) / 10;
rmSync(logs, { recursive: true, force: true });
rmSync(reportsDir, { recursive: true, force: true });
rmSync(dbTemplates, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
mkdirSync(reportsDir, { recursive: true });
mkdirSync(dbTemplates, { recursive: true });
const cpuAtStart = cpuTimes();
const ports = await freePorts();

/** name → { status: waiting|running|passed|failed|skipped, start, end, child, reason } */
const state = new Map(steps.map((s) => [s.name, { status: 'waiting' }]));
console.log(
  `› ${steps.length} steps on ${cores} cores (room for ${capacity}); logs in .data/test-logs/; ports ${ports.E2E_PORT} (browser suite), ${ports.COMPOSITION_PORT} (topology); load ${load()}`,
);

function load() {
  return loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
}

/**
 * Starts every step whose needs have passed, in plan order, while there is room: a critical step
 * counts only the critical ones running (the others are niced and give way), a `beside` step only
 * the other `beside` ones (two at a time, niced more), any other step the critical and niced ones.
 */
function schedule() {
  const running = steps.filter((s) => state.get(s.name).status === 'running');
  let busy = running.reduce((n, s) => n + s.cpu, 0);
  let busyCritical = running.filter((s) => s.critical).reduce((n, s) => n + s.cpu, 0);
  let busyBeside = running.filter((s) => s.beside).reduce((n, s) => n + s.cpu, 0);
  // Two `beside` steps at a time (in a fresh-clone run, 1,012 s for the browser suite with two
  // beside it and 1,021 s with one).
  const besideRoom = 2;
  for (const s of steps) {
    const st = state.get(s.name);
    if (st.status !== 'waiting') continue;
    const needs = s.after.map((n) => state.get(n)?.status ?? 'passed');
    if (needs.some((n) => n === 'failed' || n === 'skipped')) {
      st.status = 'skipped';
      st.reason = `needs ${s.after.filter((n, i) => needs[i] !== 'passed').join(', ')}`;
      console.log(`[${at()} s] – ${s.name} skipped: it ${st.reason}, which did not pass`);
      continue;
    }
    if (needs.some((n) => n !== 'passed')) continue;
    if (s.beside) {
      if (busyBeside > 0 && busyBeside + s.cpu > besideRoom) continue;
      busy += s.cpu;
      busyBeside += s.cpu;
      start(s, st);
      continue;
    }
    // Beside steps run at the lowest priority: they give way to every other step.
    const taken = s.critical ? busyCritical : busy - busyBeside;
    if (taken > 0 && taken + s.cpu > capacity) continue;
    busy += s.cpu;
    if (s.critical) busyCritical += s.cpu;
    start(s, st);
  }
  if (steps.every((s) => ['passed', 'failed', 'skipped'].includes(state.get(s.name).status))) finish();
}

function start(s, st) {
  const log = join(logs, `${s.name}.log`);
  const out = openSync(log, 'w');
  st.status = 'running';
  st.start = Date.now();
  st.log = log;
  console.log(`[${at()} s] ▶ ${s.name}`);
  // Its own process group (detached): a deadline or a stop ends all of it, and nothing it starts
  // outlives it unnoticed.
  // `times` at exit: the CPU time of everything the step waited for (servers that detach escape it).
  st.cpuFile = join(logs, `${s.name}.cpu`);
  const script = `trap 'times > "${st.cpuFile}"' EXIT\n${s.run}`;
  const bash = ['bash', '-o', 'errexit', '-o', 'pipefail', '-c', script];
  const nice = s.nice ?? (s.beside ? besideNice : fillerNice);
  const [command, ...args] = s.critical ? bash : ['nice', '-n', String(nice), ...bash];
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      ...ports,
      TEST_STEP: s.name,
      TEST_REPORTS: reportsDir,
      TEST_DB_TEMPLATES: dbTemplates,
      // Node keeps the compiled code of the modules it loads here, so the many Node processes of a
      // run (an API test file each, the suites' servers, the tools) compile each module once.
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? compileCache,
    },
  });
  st.child = child;
  const deadline = setTimeout(() => {
    st.timedOut = true;
    appendFileSync(
      log,
      `\n✘ ${s.name}: no end after ${s.timeout} s; still running:\n${groupProcesses(child.pid)}`,
    );
    stopGroup(child.pid);
  }, s.timeout * 1000);
  child.on('exit', (code, signal) => {
    clearTimeout(deadline);
    st.end = Date.now();
    st.child = undefined;
    const took = `${seconds(st.end - st.start)} s`;
    if (code === 0 && !st.timedOut) {
      st.status = 'passed';
      console.log(`[${at()} s] ✔ ${s.name} (${took})`);
    } else {
      st.status = 'failed';
      st.reason = st.timedOut ? `no end after ${s.timeout} s` : `exit ${code ?? signal}`;
      console.log(`\n[${at()} s] ✘ ${s.name} (${took}, ${st.reason}); its output (${log}):\n`);
      process.stdout.write(readFileSync(log, 'utf8'));
      console.log(`\n[${at()} s] ✘ end of ${s.name}'s output\n`);
    }
    // Anything the step left running in its group (a server it started) ends with it.
    stopGroup(child.pid);
    schedule();
  });
}

function groupProcesses(pgid) {
  const ps = spawnSync('ps', ['-o', 'pid=,stat=,etime=,args=', '-g', String(pgid)], { encoding: 'utf8' });
  return (ps.stdout || '(none)\n')
    .split('\n')
    .map((l) => `  ${l.slice(0, 200)}`)
    .join('\n');
}

function stopGroup(pgid, signal = 'SIGTERM') {
  try {
    process.kill(-pgid, signal);
  } catch {
    return; // already gone
  }
  if (signal === 'SIGTERM') setTimeout(() => stopGroup(pgid, 'SIGKILL'), 10_000).unref();
}

// Stopped: each running step gets SIGTERM first, so what it started in groups of its own (Playwright's
// web server, a topology) is torn down by it; what is left after 10 s is killed.
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    const running = [...state.values()].filter((st) => st.child).map((st) => st.child.pid);
    for (const pid of running) stopGroup(pid, 'SIGTERM');
    setTimeout(() => {
      for (const pid of running) stopGroup(pid, 'SIGKILL');
      process.exit(130);
    }, 10_000);
  });
}

/** Whether nothing listens on 127.0.0.1:`port`. */
function portFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The suites' fixed ports, chosen free for this run (another run on the machine, or a suite someone
 * runs by hand, keeps its defaults 8181 and 8290): the browser suite uses E2E_PORT and the next ten
 * (provider pages +1, a vertical's own origin +5, the reconnect test's API +10), the production
 * topology COMPOSITION_PORT.
 */
async function freePorts() {
  const block = async (size) => {
    for (;;) {
      // Below 32768, where Linux starts handing out ephemeral ports (ip_local_port_range): a port
      // above it can be taken by any outgoing connection (pnpm, a database client) before the
      // suite's server listens, as a CI run found (EADDRINUSE on 34320, 23 s into e2e).
      const base = 20_000 + Math.floor(Math.random() * 1_200) * 10;
      const all = await Promise.all(Array.from({ length: size }, (_, i) => portFree(base + i)));
      if (all.every(Boolean)) return base;
    }
  };
  const e2e = Number(process.env.E2E_PORT) || (await block(11));
  let composition = Number(process.env.COMPOSITION_PORT) || (await block(1));
  while (composition >= e2e && composition <= e2e + 10) composition = await block(1);
  return { E2E_PORT: String(e2e), COMPOSITION_PORT: String(composition) };
}

/** Idle and total jiffies of all cores since boot (/proc/stat), to tell how busy the run kept them. */
function cpuTimes() {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: f[3] + f[4], total: f.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** The children's user + system time from bash's `times` (its second line: "0m12.3s 0m1.2s"). */
function cpuSecondsOf(file) {
  try {
    const line = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    const total = [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
      (n, m) => n + Number(m[1]) * 60 + Number(m[2]),
      0,
    );
    return Math.round(total * 10) / 10;
  } catch {
    return null;
  }
}

function finish() {
  const total = Date.now() - started;
  const cpu = cpuTimes();
  const busy =
    cpu && cpuAtStart ? 1 - (cpu.idle - cpuAtStart.idle) / Math.max(1, cpu.total - cpuAtStart.total) : null;
  const rows = steps.map((s) => {
    const st = state.get(s.name);
    return {
      name: s.name,
      status: st.status,
      startSeconds: st.start ? seconds(st.start - started) : null,
      seconds: st.start && st.end ? seconds(st.end - st.start) : null,
      cpuSeconds: st.cpuFile ? cpuSecondsOf(st.cpuFile) : null,
    };
  });
  const { slowest, counts } = collectReports();

  console.log(
    `\n━━ timings (${seconds(total)} s in all, cores ${busy === null ? '?' : Math.round(busy * 100)} % busy, load ${load()}) ━━`,
  );
  const scale = 50 / Math.max(1, total / 1000);
  for (const r of rows) {
    const bar =
      r.seconds === null
        ? ''
        : ' '.repeat(Math.round(r.startSeconds * scale)) +
          '█'.repeat(Math.max(1, Math.round(r.seconds * scale)));
    const took = r.seconds === null ? r.status : `${r.seconds} s`;
    const cpu = r.cpuSeconds === null ? '' : `${Math.round(r.cpuSeconds)} cpu-s`;
    console.log(
      `${r.name.padEnd(22)} ${took.padStart(8)} ${cpu.padStart(10)} ${r.status === 'passed' ? ' ' : '✘'} |${bar}`,
    );
  }
  if (slowest.length > 0) {
    console.log(`\n━━ the ${slowest.length} slowest tests ━━`);
    for (const t of slowest)
      console.log(`${`${t.seconds} s`.padStart(8)}  ${t.suite.padEnd(12)} ${t.file} › ${t.name}`);
  }
  console.log('\n━━ test cases (distinct; runs in brackets) ━━');
  for (const [suite, c] of Object.entries(counts.suites))
    console.log(
      `${suite.padEnd(14)} ${String(c.cases).padStart(5)}  (${c.runs} runs${c.detail ? `: ${c.detail}` : ''})`,
    );
  console.log(`${'all'.padEnd(14)} ${String(counts.cases).padStart(5)}  (${counts.runs} runs)`);

  const failed = rows.filter((r) => r.status !== 'passed');
  const record = {
    finishedAt: new Date().toISOString(),
    seconds: seconds(total),
    passed: failed.length === 0,
    cores,
    cpuBusy: busy === null ? null : Math.round(busy * 1000) / 1000,
    loadAtEnd: loadavg(),
    steps: rows,
    slowest,
    counts,
  };
  writeFileSync(timingsFile, JSON.stringify(record, null, 2) + '\n');
  appendFileSync(join(root, '.data/test-timings-history.jsonl'), JSON.stringify(record) + '\n');
  console.log(`\n(kept in ${timingsFile})`);
  if (failed.length > 0) {
    console.log(`✘ ${failed.map((r) => `${r.name} ${r.status}`).join(', ')}`);
    process.exit(1);
  }
  console.log(`✔ npm test passed in ${seconds(total)} s`);
}

schedule();
