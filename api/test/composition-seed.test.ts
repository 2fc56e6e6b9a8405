// The first composition.json of a docker-compose deployment (COMPOSITION_SEED), written by the API
// with the integrity each version recorded when its container published it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { configFromEnv } from '../src/config.js';
import { seedComposition } from '../src/services/rollout/seed.js';
import { openStore } from '@playhub/composition/store';

const seed = {
  casino: { entry: 'http://localhost:8101/mf/casino/0.1.0/mf-manifest.json', version: '0.1.0' },
  wallet: { entry: 'http://localhost:8103/mf/wallet/0.1.0/mf-manifest.json', version: '0.1.0' },
};

function logger() {
  const lines: Array<[string, unknown]> = [];
  const log = {
    info: (o: unknown) => lines.push(['info', o]),
    warn: (o: unknown) => lines.push(['warn', o]),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

function site() {
  const dir = mkdtempSync(path.join(tmpdir(), 'playhub-seed-'));
  mkdirSync(path.join(dir, 'releases', 'casino'), { recursive: true });
  writeFileSync(
    path.join(dir, 'releases', 'casino', '0.1.0.json'),
    JSON.stringify({ vertical: 'casino', version: '0.1.0', integrity: { 'remoteEntry.js': 'sha384-abc' } }),
  );
  return { dir, file: path.join(dir, 'composition.json') };
}

const history = (dir: string) =>
  readFileSync(path.join(dir, 'composition.history.jsonl'), 'utf8').trim().split('\n');

test('the seed is written once, with the integrity of each published version', async () => {
  const { dir, file } = site();
  const { log, lines } = logger();
  // Two replicas starting together: one writes, the other finds the file.
  await Promise.all([
    seedComposition(openStore(file), file, seed, log),
    seedComposition(openStore(file), file, seed, log),
  ]);
  const written = JSON.parse(readFileSync(file, 'utf8'));
  assert.deepEqual(written.casino.integrity, { 'remoteEntry.js': 'sha384-abc' });
  // Never published (its container has not started): no hash, said in the log.
  assert.equal(written.wallet.integrity, undefined);
  assert.deepEqual(lines, [['warn', { missing: ['wallet 0.1.0'] }]]);
  assert.equal(history(dir).length, 1);
  assert.equal(JSON.parse(history(dir)[0]!).action, 'seed');
});

test('an existing composition.json is the operator’s: the seed never touches it', async () => {
  const { dir, file } = site();
  writeFileSync(file, '{"casino":{"entry":"/x/mf-manifest.json"}}\n');
  await seedComposition(openStore(file), file, seed, logger().log);
  assert.equal(readFileSync(file, 'utf8'), '{"casino":{"entry":"/x/mf-manifest.json"}}\n');
  assert.throws(() => history(dir), /ENOENT/);
});

test('a COMPOSITION_SEED that is not a JSON object stops the start with its name', () => {
  for (const value of ['nope', '[1]', '"x"', 'null']) {
    assert.throws(() => configFromEnv({ NODE_ENV: 'test', COMPOSITION_SEED: value }), /COMPOSITION_SEED/);
  }
  assert.equal(configFromEnv({ NODE_ENV: 'test', COMPOSITION_SEED: ' ' }).rollout.seed, null);
});
