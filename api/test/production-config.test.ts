// Production refuses unsafe configuration (issue 15): demo integrations, missing or repository
// secrets; it starts from .env.example once its secrets are replaced; it seeds no demo player and
// mounts no development routes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { ConfigError, configFromEnv, DEV_SECRETS, repoRoot } from '../src/config.js';
import { call, removeDir } from './helpers.js';

const secret = () => randomBytes(32).toString('hex');
const secrets = () => ({
  OPERATOR_KEY: secret(),
  PAYMENT_CALLBACK_SECRET: secret(),
  GAME_WALLET_SECRET: secret(),
  SPORTSBOOK_TOKEN_SECRET: secret(),
  SITE_SIGNING_SECRET: secret(),
  TWO_FACTOR_SECRET: secret(),
});

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    configFromEnv(env);
    return [];
  } catch (err) {
    assert.ok(err instanceof ConfigError, String(err));
    return err.problems;
  }
}

test('production refuses demo integrations unless ALLOW_DEMO_INTEGRATIONS=true', () => {
  const problems = problemsOf({ NODE_ENV: 'production', ...secrets() });
  assert.equal(problems.length, 1, problems.join('\n'));
  for (const name of [
    'PAYMENT_PROVIDER=demo',
    'GAME_PROVIDER=demo',
    'MAIL_TRANSPORT=outbox',
    'SMS_TRANSPORT=outbox',
    'SPORTSBOOK_PROVIDER=demo',
  ])
    assert.ok(problems[0]!.includes(name), name);
  assert.deepEqual(problemsOf({ NODE_ENV: 'production', ALLOW_DEMO_INTEGRATIONS: 'true', ...secrets() }), []);
});

test('production refuses missing, short and repository secrets, naming each variable', () => {
  const base = { NODE_ENV: 'production', ALLOW_DEMO_INTEGRATIONS: 'true' };
  const missing = problemsOf(base);
  for (const name of Object.keys(DEV_SECRETS))
    assert.ok(
      missing.some((p) => p.startsWith(`${name} is not set`)),
      name,
    );
  const repo = problemsOf({ ...base, ...secrets(), OPERATOR_KEY: DEV_SECRETS.OPERATOR_KEY });
  assert.deepEqual(repo, [
    'OPERATOR_KEY has a value found in the repository; generate a new one (openssl rand -hex 32)',
  ]);
  // Any value written somewhere in the repository counts, not only the development defaults.
  const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
  const fromExample = /^GAME_WALLET_SECRET=(.+)$/m.exec(example)![1]!;
  assert.deepEqual(problemsOf({ ...base, ...secrets(), GAME_WALLET_SECRET: fromExample }), [
    'GAME_WALLET_SECRET has a value found in the repository; generate a new one (openssl rand -hex 32)',
  ]);
  const fixture = 'a-fixture-value-of-this-very-test-file-0123456789';
  assert.deepEqual(problemsOf({ ...base, ...secrets(), PAYMENT_CALLBACK_SECRET: fixture }), [
    'PAYMENT_CALLBACK_SECRET has a value found in the repository; generate a new one (openssl rand -hex 32)',
  ]);
  assert.deepEqual(
    problemsOf({ ...base, ...secrets(), SPORTSBOOK_TOKEN_SECRET: randomBytes(8).toString('hex') }),
    ['SPORTSBOOK_TOKEN_SECRET is shorter than 32 characters'],
  );
});

test('a real adapter names the variables it needs; malformed values are named too', () => {
  const problems = problemsOf({
    NODE_ENV: 'production',
    ...secrets(),
    PAYMENT_PROVIDER: 'psp',
    MAIL_TRANSPORT: 'smtp',
  });
  assert.ok(problems.includes('PSP_API_URL is not set (needed by PAYMENT_PROVIDER=psp)'));
  assert.ok(problems.includes('SMTP_URL is not set (needed by MAIL_TRANSPORT=smtp)'));
  assert.ok(problemsOf({ PAYMENT_PROVIDER: 'paypal' }).some((p) => p.startsWith('PAYMENT_PROVIDER')));
  assert.ok(problemsOf({ TRUST_PROXY: '1' }).some((p) => p.startsWith('TRUST_PROXY')));
});

/** The variables of .env.example, secrets replaced, pointed at a throwaway database. */
function fromEnvExample(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const line of readFileSync(path.join(repoRoot, '.env.example'), 'utf8').split('\n')) {
    const m = /^([A-Z_]+)=(.*)$/.exec(line);
    if (m) env[m[1]!] = m[2]!.includes('change-me') && !m[1]!.endsWith('_URL') ? secret() : m[2]!;
  }
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // A database of its own (PGlite): the suite's shared PostgreSQL holds other tests' demo player.
  return { ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
}

test('production starts from .env.example with its secrets replaced, contacting no provider', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'playhub-prod-'));
  const env = fromEnvExample(dir);
  assert.deepEqual(
    problemsOf({ ...env, OPERATOR_KEY: 'change-me-operator-key-0000000000000000000000000000' }),
    ['OPERATOR_KEY has a value found in the repository; generate a new one (openssl rand -hex 32)'],
  );
  const config = configFromEnv(env);
  assert.equal(config.integrations.payments.kind, 'psp');
  assert.equal(config.integrations.games.kind, 'aggregator');
  assert.equal(config.integrations.mail.kind, 'smtp');
  assert.equal(config.integrations.sms.kind, 'http');
  assert.equal(config.integrations.sportsbook.kind, 'external');
  const built = await buildApp(config, { logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = built.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${addr.port}`;
  try {
    const health = await call(base, 'GET', 'health');
    assert.equal(health.status, 200);
    assert.deepEqual(health.data.demoIntegrations, []);
    // No demo player, no demo operator, no development or demo routes.
    assert.equal(
      (await call(base, 'POST', 'auth/login', { body: { username: 'demo', password: 'demo12345' } })).status,
      401,
    );
    assert.equal(
      (
        await call(base, 'POST', 'operator/login', {
          body: { username: 'operator', password: 'operator12345' },
        })
      ).status,
      401,
    );
    assert.equal((await call(base, 'GET', 'dev/outbox?to=demo')).status, 404);
    assert.equal((await call(base, 'POST', 'dev/broadcast', { body: { message: 'x' } })).status, 404);
    assert.equal((await call(base, 'POST', 'demo/sportsbook/mode', { body: { hang: true } })).status, 404);
    assert.equal((await fetch(`${base}/api/demo/game/digitain?session=x`)).status, 404);
    assert.equal((await fetch(`${base}/api/demo/pay/dp_aaaaaaaaaaaaaaaaaaaa`)).status, 404);
    assert.equal(
      (await call(base, 'GET', 'cms/grouped')).status,
      200,
      'the catalogue and content are seeded',
    );
  } finally {
    await built.app.close();
    removeDir(dir);
  }
});

test('production with ALLOW_DEMO_INTEGRATIONS=true warns and says so in /api/health', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'playhub-prod-'));
  const config = configFromEnv({
    NODE_ENV: 'production',
    ALLOW_DEMO_INTEGRATIONS: 'true',
    DATA_DIR: dir,
    ...secrets(),
  });
  const built = await buildApp(config, { logger: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`;
  try {
    const health = await call(base, 'GET', 'health');
    assert.deepEqual(health.data.demoIntegrations, ['payments', 'games', 'e-mail', 'sms', 'sportsbook']);
    assert.equal(
      (await call(base, 'POST', 'auth/login', { body: { username: 'demo', password: 'demo12345' } })).status,
      401,
      'no demo player in production',
    );
    assert.equal((await call(base, 'GET', 'dev/outbox?to=demo')).status, 404);
    assert.equal((await call(base, 'POST', 'demo/sportsbook/mode', { body: { hang: true } })).status, 404);
    assert.equal(
      (await fetch(`${base}/api/demo/sportsbook/betsy`)).status,
      200,
      'the demo sportsbook itself runs',
    );
  } finally {
    await built.app.close();
    removeDir(dir);
  }
});

test('production runs the compiled API: main.ts under tsx refuses, naming the build', async () => {
  const apiDir = path.join(repoRoot, 'api');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'production', ALLOW_DEMO_INTEGRATIONS: 'true', ...secrets() },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /runs the compiled API: `pnpm --filter @playhub\/api build`/);
});
