// Data lives in the database: a restart on the same data dir keeps players, balances, sessions and
// payments still waiting for their provider.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, removeDir, startApi } from './helpers.js';
import { waitUntil, wallet } from './money-helpers.js';

test('data survives a restart', async () => {
  const first = await startApi();
  const { token, player } = await register(first.base);
  await call(first.base, 'POST', 'payment/deposit', {
    token,
    body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 321.5 } },
  });
  // Closed before the provider confirmed: the deposit waits in the database, not in memory.
  await first.close();

  const second = await startApi(first.dataDir);
  try {
    await waitUntil(
      () => wallet(second.base, token),
      (w) => w.balance === 321.5,
    );
    const login = await call(second.base, 'POST', 'auth/login', {
      body: { username: player.username, password: player.password },
    });
    assert.equal(login.status, 200);
    const games = await call(second.base, 'POST', 'casino/categorygames', { body: { systemCategory: [1] } });
    assert.ok(games.data.length > 100, 'seeded once, not twice');
    const count = await second.built.db.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM users WHERE username = 'demo'",
    );
    assert.equal(count[0]!.n, '1');
  } finally {
    await second.close();
    if (!process.env.DATABASE_URL) removeDir(first.dataDir);
  }
});
