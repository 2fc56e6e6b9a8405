// Issue 16, item 7 (data safety): PGlite's data directory — a damaged, foreign, unusable or
// read-only DATA_DIR is refused by name and never overwritten. Meaningless on PostgreSQL
// (test/run-postgres.sh skips it); npm test runs it on PGlite (scripts/test/plan.mjs).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { call, register, removeDir, startApi, type Running } from './helpers.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), `playhub-data-dir-${prefix}-`));

const credentials = (p: { username: string; password: string }) => ({
  username: p.username,
  password: p.password,
});

describe('data safety: DATA_DIR', { skip: process.env.DATABASE_URL ? 'DATABASE_URL is set' : false }, () => {
  let dataDir: string;
  let player: { username: string; password: string };
  before(async () => {
    const first = await startApi();
    dataDir = first.dataDir;
    player = (await register(first.base)).player;
    await first.close();
  });
  after(() => removeDir(dataDir));

  test('a data directory missing PG_VERSION is refused, named, and left as it was', async () => {
    const version = path.join(dataDir, 'PG_VERSION');
    renameSync(version, `${version}.away`);
    try {
      await assert.rejects(startApi(dataDir), (err: Error) => {
        assert.equal(err.name, 'DatabaseSetupError');
        assert.ok(err.message.includes(`DATA_DIR ${dataDir}`), err.message);
        assert.match(err.message, /PG_VERSION/);
        return true;
      });
      assert.equal(existsSync(version), false, 'nothing re-created');
    } finally {
      renameSync(`${version}.away`, version);
    }
    const again = await startApi(dataDir);
    try {
      const login = await call(again.base, 'POST', 'auth/login', { body: credentials(player) });
      assert.equal(login.status, 200, 'the player is still there');
    } finally {
      await again.close();
    }
  });

  test('a database with players but no seed marker is not seeded again', async () => {
    const first = await startApi(dataDir);
    const count = async (r: Running, sql: string) =>
      Number((await r.built.db.query<{ n: string }>(sql))[0]!.n);
    const games = await count(first, 'SELECT count(*)::text AS n FROM games');
    await first.built.db.query("DELETE FROM settings WHERE key = 'seeded'");
    await first.close();
    const second = await startApi(dataDir);
    try {
      assert.equal(
        await count(second, 'SELECT count(*)::text AS n FROM games'),
        games,
        'no second catalogue',
      );
      assert.equal(await count(second, "SELECT count(*)::text AS n FROM users WHERE username = 'demo'"), 1);
      assert.equal(
        (await call(second.base, 'POST', 'auth/login', { body: credentials(player) })).status,
        200,
      );
    } finally {
      await second.close();
    }
  });

  test('a non-empty directory that is not a database, a file, or a path under a file is refused by name', async () => {
    const stray = tmp('stray');
    writeFileSync(path.join(stray, 'notes.txt'), 'mine');
    const file = path.join(tmp('file'), 'data');
    writeFileSync(file, 'not a directory');
    const cases: [string, RegExp][] = [
      [stray, /not empty but has no PG_VERSION/],
      [file, /is a file, not a directory/],
      [path.join(file, 'pglite'), /cannot be created: \S+ is a file, not a directory/],
    ];
    try {
      for (const [dir, why] of cases) {
        await assert.rejects(startApi(dir), (err: Error) => {
          assert.ok(err.message.includes(`DATA_DIR ${dir}`), err.message);
          assert.match(err.message, why);
          return true;
        });
      }
      assert.equal(existsSync(path.join(stray, 'PG_VERSION')), false, 'no database created over stray files');
    } finally {
      removeDir(stray);
      removeDir(path.dirname(file));
    }
  });

  /** Runs `npm start`'s entry point and returns its exit code and error output. */
  function runMain(
    env: Record<string, string>,
    prefix: string[] = [],
  ): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const [cmd, ...args] = [...prefix, process.execPath, '--import', 'tsx', 'src/main.ts'];
      const childEnv: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        LOG_LEVEL: 'warn',
        ...env,
      };
      delete childEnv.DATABASE_URL;
      const child = spawn(cmd!, args, {
        cwd: apiDir,
        env: childEnv,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, stderr });
      });
    });
  }

  test(
    'npm start refuses an unusable DATA_DIR with one line naming it, and exits (no spin)',
    { timeout: 180_000 },
    async () => {
      const file = path.join(tmp('main'), 'data');
      writeFileSync(file, 'x');
      // Under /proc, Node's recursive mkdir never returned (the 90 % CPU): a child process, so
      // a regression is a failed test (killed after a minute), not a hung suite.
      try {
        for (const [dir, what] of [
          [file, 'is a file, not a directory'],
          ['/proc/playhub-data', 'cannot be created'],
        ]) {
          const { code, stderr } = await runMain({ DATA_DIR: dir! });
          assert.equal(code, 1, `${dir}: ${stderr}`);
          assert.ok(stderr.includes(`DATA_DIR ${dir}: ${what}`), stderr);
          assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
        }
      } finally {
        removeDir(path.dirname(file));
      }
    },
  );

  test('a DATA_DIR this process may not write is refused by name', { timeout: 90_000 }, async (t) => {
    const dir = tmp('readonly');
    chmodSync(dir, 0o555);
    const asRoot = process.getuid?.() === 0;
    const nobody = ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups'];
    const setpriv = asRoot && spawnSync('setpriv', ['--version']).status === 0;
    if (asRoot && !setpriv) return t.skip('running as root without setpriv: permissions are not enforced');
    // The unprivileged user must be able to read the checkout to run the API at all (a clone in a
    // private temporary directory, as ci-local makes, is not readable by it).
    const readable =
      !asRoot ||
      spawnSync(nobody[0]!, [...nobody.slice(1), 'test', '-r', path.join(apiDir, 'src/main.ts')]).status ===
        0;
    if (!readable) return t.skip('the checkout is not readable by an unprivileged user');
    try {
      const { code, stderr } = await runMain({ DATA_DIR: dir }, asRoot ? nobody : []);
      assert.equal(code, 1, stderr);
      assert.ok(stderr.includes(`DATA_DIR ${dir}: is not writable`), stderr);
    } finally {
      chmodSync(dir, 0o755);
      removeDir(dir);
    }
  });
});
