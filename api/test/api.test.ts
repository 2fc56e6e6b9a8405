// Every endpoint over real HTTP against one started API (one database shared by the tests here).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { call, newPlayer, pageViewToken, register, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, gameSession, walletCall } from './money-helpers.js';

let api: Running;
let base: string;

before(async () => {
  api = await startApi();
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

// Codes are delivered after the answer (so the answer cannot tell whether anyone was there to
// send to): wait for the message (up to 10 s: a busy machine delivers it later).
const latestCode = async (to: string) => {
  for (let i = 0; i < 200; i++) {
    const r = await call(base, 'GET', `dev/outbox?to=${encodeURIComponent(to)}`);
    assert.equal(r.status, 200);
    if (r.data[0]?.code) return r.data[0].code as string;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code for ${to}`);
};

test('register: session data, then duplicates are refused (a taken username plainly, other details alike)', async () => {
  const p = newPlayer();
  const ok = await call(base, 'POST', 'auth/register', { body: p });
  assert.equal(ok.status, 200, ok.message);
  for (const k of [
    'token',
    'username',
    'usercode',
    'name',
    'betsyCid',
    'betsyUrl',
    'betsyToken',
    'betcoToken',
    'betcoUrl',
    'phone',
    'smsVerified',
    'balance',
    'fingerprint',
  ]) {
    assert.ok(k in ok.data, k);
  }
  assert.equal(ok.data.balance, 0);
  // A taken e-mail, phone or national ID would reveal someone's account: one message for all three.
  const generic =
    'These details cannot be used for a new account. If you already have an account, log in or recover your password.';
  const dupes: [Record<string, unknown>, RegExp | string][] = [
    [{ username: p.username.toUpperCase() }, /username/i],
    [{ email: p.email }, generic],
    [{ phone: p.phone }, generic],
    [{ PersonalNo: p.PersonalNo }, generic],
  ];
  for (const [field, msg] of dupes) {
    const r = await call(base, 'POST', 'auth/register', { body: newPlayer(field) });
    assert.equal(r.status, 409, JSON.stringify(field));
    if (typeof msg === 'string') assert.equal(r.message, msg);
    else assert.match(r.message, msg);
  }
});

test('register: Requirements §5 rules re-validated with translated messages', async () => {
  const bad: Record<string, unknown>[] = [
    { name: 'Ali  Veli' },
    { name: 'R2D2' },
    { username: 'ab' },
    { username: 'bad name' },
    { email: 'nope' },
    { phone: '12ab5' },
    { PersonalNo: '123' },
    { birthDate: '1990-02-30' },
    { password2: 'other1' },
    { password: '123', password2: '123' },
    { country: 9999 },
    { trialBonus: 2 },
  ];
  for (const b of bad) {
    const r = await call(base, 'POST', 'auth/register', { body: newPlayer(b) });
    assert.equal(r.status, 400, `${JSON.stringify(b)} → ${r.status} ${r.message}`);
    assert.equal(r.success, false);
  }
  const tr = await call(base, 'POST', 'auth/register', {
    body: newPlayer({ password2: 'other1' }),
    locale: 'tr',
  });
  assert.match(tr.message, /Şifreler eşleşmiyor/);
  const ok = await call(base, 'POST', 'auth/register', { body: newPlayer({ name: 'Çağrı İşık Öğüt' }) });
  assert.equal(ok.status, 200, ok.message);
});

test('login, wrong password, logout revokes the token', async () => {
  const { player } = await register(base);
  const wrong = await call(base, 'POST', 'auth/login', {
    body: { username: player.username, password: 'wrongpw' },
  });
  assert.equal(wrong.status, 401);
  const ok = await call(base, 'POST', 'auth/login', {
    body: { username: player.username, password: player.password },
    headers: { 'x-fingerprint': 'fp-1' },
  });
  assert.equal(ok.status, 200);
  assert.equal(ok.data.fingerprint, 'fp-1');
  const token = ok.data.token;
  assert.equal((await call(base, 'GET', 'user/balance', { token })).status, 200);
  assert.equal((await call(base, 'GET', 'auth/logout', { token })).status, 200);
  assert.equal((await call(base, 'GET', 'user/balance', { token })).status, 401);
  assert.equal((await call(base, 'GET', 'user/balance')).status, 401);
  assert.equal((await call(base, 'GET', 'user/balance', { token: 'garbage' })).status, 401);
});

test('auth/form lists countries with Türkiye 235', async () => {
  const r = await call(base, 'GET', 'auth/form');
  assert.ok(r.data.countries.some((c: { id: number; name: string }) => c.id === 235 && c.name === 'Türkiye'));
});

test('password recovery by code through the development outbox', async () => {
  const { player } = await register(base);
  const sent = await call(base, 'POST', 'auth/sendresetpassword', { body: { username: player.username } });
  assert.equal(sent.status, 200);
  const again = await call(base, 'POST', 'auth/sendresetpassword', { body: { username: player.username } });
  assert.equal(again.status, 429, 'resend within 60 s');
  const code = await latestCode(player.username);
  assert.match(code, /^\d{6}$/);
  assert.equal(
    (await call(base, 'POST', 'auth/checkresetcode', { body: { username: player.username, code: '000' } }))
      .status,
    422,
  );
  assert.equal(
    (await call(base, 'POST', 'auth/checkresetcode', { body: { username: player.username, code } })).status,
    200,
  );
  const mismatch = await call(base, 'POST', 'auth/changepasswordwithcode', {
    body: { username: player.username, code, password: 'newpass1', password2: 'newpass2' },
  });
  assert.equal(mismatch.status, 400);
  const done = await call(base, 'POST', 'auth/changepasswordwithcode', {
    body: { username: player.username, code, password: 'newpass1', password2: 'newpass1' },
  });
  assert.equal(done.status, 200);
  assert.match(done.message, /Password change successful/);
  assert.equal(
    (
      await call(base, 'POST', 'auth/changepasswordwithcode', {
        body: { username: player.username, code, password: 'newpass1', password2: 'newpass1' },
      })
    ).status,
    422,
    'code used up',
  );
  assert.equal(
    (await call(base, 'POST', 'auth/login', { body: { username: player.username, password: 'newpass1' } }))
      .status,
    200,
  );
});

test('phone verification: send code, 60 s resend limit, wrong code, verify', async () => {
  const { token, phone } = await register(base);
  assert.equal((await call(base, 'POST', 'customer/updatephone', { body: { step: 1, phone } })).status, 401);
  assert.equal(
    (await call(base, 'POST', 'customer/updatephone', { token, body: { step: 1, phone } })).status,
    200,
  );
  assert.equal(
    (await call(base, 'POST', 'customer/updatephone', { token, body: { step: 1, phone } })).status,
    429,
  );
  const code = await latestCode(phone);
  assert.equal(
    (await call(base, 'POST', 'customer/updatephone', { token, body: { step: 2, phone, code: '12345' } }))
      .status,
    400,
  );
  const wrong = code === '000000' ? '111111' : '000000';
  assert.equal(
    (await call(base, 'POST', 'customer/updatephone', { token, body: { step: 2, phone, code: wrong } }))
      .status,
    422,
  );
  const ok = await call(base, 'POST', 'customer/updatephone', { token, body: { step: 2, phone, code } });
  assert.equal(ok.status, 200, ok.message);
  assert.deepEqual(ok.data, { phone, smsVerified: true });
  const profile = await call(base, 'GET', 'customer/profile', { token });
  assert.equal(profile.data.smsVerified, true);
  assert.match(profile.data.personalNo, /\*{6}/);
});

test('change password checks the old one', async () => {
  const { token, player } = await register(base);
  assert.equal(
    (
      await call(base, 'POST', 'customer/changepassword', {
        token,
        body: { oldPassword: 'nope12', password: 'abcde1', confirmPassword: 'abcde1' },
      })
    ).status,
    422,
  );
  assert.equal(
    (
      await call(base, 'POST', 'customer/changepassword', {
        token,
        body: { oldPassword: player.password, password: 'abcde1', confirmPassword: 'abcde2' },
      })
    ).status,
    400,
  );
  assert.equal(
    (
      await call(base, 'POST', 'customer/changepassword', {
        token,
        body: { oldPassword: player.password, password: 'abcde1', confirmPassword: 'abcde1' },
      })
    ).status,
    200,
  );
  assert.equal((await call(base, 'GET', 'user/balance', { token })).status, 200, 'own session kept');
});

test('payments: methods grouped, detail fields, deposit, withdraw, history, notifications', async () => {
  const { token } = await register(base);
  const methods = await call(base, 'GET', 'payment/methods?type=1', { token });
  assert.deepEqual(
    methods.data.map((g: { id: number }) => g.id),
    [1, 2, 3, 4],
  );
  const detail = await call(base, 'POST', 'payment/detail', { token, body: { id: 1, type: 2 } });
  const keys = detail.data.map((f: { key: string }) => f.key);
  assert.deepEqual(keys, ['bank', 'iban', 'fullName', 'amount']);
  assert.equal(detail.data[1].mask, 'TR99 9999 9999 9999 9999 9999 99');
  assert.equal(detail.data[0].objectType, 'Dropdown');
  assert.equal(
    (await call(base, 'POST', 'payment/detail', { token, body: { id: 999, type: 1 } })).status,
    404,
  );

  // Credited by the provider's confirmation (money.test.ts covers deposits in depth).
  await depositConfirmed(base, token, 500);

  const badFields: Record<string, unknown>[] = [
    { accountNo: '12345', amount: 100 },
    { accountNo: '1234567890', amount: 0 },
    { accountNo: '1234567890', amount: 10 },
    { accountNo: '1234567890', amount: 100, extra: 1 },
    { accountNo: '1234567890' },
    { accountNo: '1234567890', amount: 'abc' },
  ];
  for (const d of badFields) {
    const r = await call(base, 'POST', 'payment/deposit', {
      token,
      body: { id: 4, target: 'pay', detail: d },
    });
    assert.equal(r.status, 400, JSON.stringify(d));
  }
  const badBank = await call(base, 'POST', 'payment/withdraw', {
    token,
    body: {
      id: 1,
      target: 'pay',
      detail: { bank: 99, iban: 'TR330006100519786457841326', fullName: 'Ayşe Gül', amount: 100 },
    },
  });
  assert.equal(badBank.status, 400);
  const badIban = await call(base, 'POST', 'payment/withdraw', {
    token,
    body: { id: 1, target: 'pay', detail: { bank: 1, iban: 'DE33 0006', fullName: 'Ayşe Gül', amount: 100 } },
  });
  assert.equal(badIban.status, 400);

  const wd = await call(base, 'POST', 'payment/withdraw', {
    token,
    body: {
      id: 1,
      target: 'pay',
      detail: { bank: 2, iban: 'TR33 0006 1005 1978 6457 8413 26', fullName: 'Ayşe Gül', amount: 100 },
    },
  });
  assert.equal(wd.status, 200, wd.message);
  assert.equal(wd.data.balance, 400);
  const tooMuch = await call(base, 'POST', 'payment/withdraw', {
    token,
    body: { id: 4, target: 'pay', detail: { accountNo: '1234567890', amount: 5000 } },
  });
  assert.equal(tooMuch.status, 422);
  assert.match(tooMuch.message, /You can withdraw at most ₺400\.00 /);

  const hist = await call(base, 'POST', 'transaction/history', {
    token,
    body: { type: 0, status: 0, skip: 0, take: 10 },
  });
  assert.equal(hist.data.total, 2);
  const pending = await call(base, 'POST', 'transaction/history', { token, body: { type: 2, status: 2 } });
  assert.equal(pending.data.total, 1);
  const notes = await call(base, 'POST', 'customer/notification', { token, body: { skip: 0, take: 100 } });
  assert.deepEqual(
    notes.data.map((n: { type: number }) => n.type),
    [2, 1],
  );
  assert.match(notes.data[0].timeStamp, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  const read = await call(base, 'POST', 'customer/readnotification', {
    token,
    body: { id: notes.data[0].id },
  });
  assert.equal(read.status, 200);
  assert.equal((await call(base, 'POST', 'customer/notification', { token, body: {} })).data[0].isRead, true);
  assert.equal(
    (await call(base, 'POST', 'customer/readnotification', { token, body: { id: 1 } })).status,
    404,
    "someone else's",
  );
});

test('bonus offers and requests', async () => {
  const { token } = await register(base);
  const list = await call(base, 'GET', 'bonus/list');
  assert.ok(list.data.length >= 1);
  assert.equal(
    (await call(base, 'POST', 'bonus/request', { token, body: { bonusId: list.data[0].id } })).status,
    200,
  );
  assert.equal(
    (await call(base, 'POST', 'bonus/request', { token, body: { bonusId: list.data[0].id } })).status,
    409,
  );
  assert.equal((await call(base, 'POST', 'bonus/request', { token, body: { bonusId: 9999 } })).status, 404);
});

test('casino: categories, Turkish-aware search, favourites, launches for all seven providers, game history', async () => {
  const { token } = await register(base);
  const boot = await call(base, 'GET', 'cms/grouped', { locale: 'tr' });
  const cats = boot.data.casinoCategoryList;
  assert.ok(cats.find((c: { slugList: string[] }) => c.slugList.includes('live')));
  const all = await call(base, 'POST', 'casino/categorygames', {
    body: { systemCategory: [1, 2, 3, 4, 5, 6] },
  });
  assert.ok(all.data.length >= 300, `games: ${all.data.length}`);
  assert.equal(new Set(all.data.map((g: { providerName: string }) => g.providerName)).size, 7);
  assert.ok(all.data.some((g: { liveCategory: string | null }) => g.liveCategory === 'Roulette'));

  for (const term of ['SANSLI', 'şanslı', 'ŞANSLI YILDIZ', 'sansli yildiz']) {
    const r = await call(base, 'POST', 'casino/games', {
      body: { live: false, search: term, skip: 0, take: 5 },
    });
    assert.equal(r.data[0]?.[0]?.name, 'Şanslı Yıldız', term);
  }
  const istanbul = await call(base, 'POST', 'casino/games', { body: { search: 'istanbul' } });
  assert.equal(istanbul.data[0][0].name, 'İstanbul Geceleri');
  const aviator = await call(base, 'POST', 'casino/games', { body: { search: 'aviator', take: 5 } });
  assert.equal(aviator.data[0][0].name, 'Aviator');
  const inject = await call(base, 'POST', 'casino/games', { body: { search: "'; DROP TABLE games; --" } });
  assert.deepEqual(inject.data, []);

  const game = aviator.data[0][0];
  assert.equal(
    (
      await call(base, 'POST', 'casino/togglefavorite', {
        body: { code: game.gameCode, providerId: game.mainProviderId },
      })
    ).status,
    401,
  );
  const add = await call(base, 'POST', 'casino/togglefavorite', {
    token,
    body: { code: game.gameCode, providerId: game.mainProviderId },
  });
  assert.equal(add.message, 'Added to favorites');
  assert.deepEqual((await call(base, 'GET', 'casino/favorites', { token })).data.codes, [game.gameCode]);
  const remove = await call(base, 'POST', 'casino/togglefavorite', {
    token,
    body: { code: game.gameCode, providerId: game.mainProviderId },
  });
  assert.equal(remove.message, 'Removed from favorites');
  assert.equal(
    (await call(base, 'POST', 'casino/togglefavorite', { token, body: { code: 'nope', providerId: 1 } }))
      .status,
    404,
  );

  const by = (p: string) => all.data.find((g: { providerName: string }) => g.providerName === p);
  const launches: [string, unknown][] = [
    ['dtlaunchurl', { code: by('Digitain').gameCode }],
    ['pragmaticlaunchurl', { code: by('Pragmatic Play').gameCode }],
    ['emlaunchurl', { code: by('EveryMatrix').gameCode, productId: by('EveryMatrix').productId }],
    ['amusnetlaunchurl', { code: by('Amusnet').gameCode, isMobile: false }],
    ['egtlaunchurl', { platform: 1, gameCode: by('Egt Digital').gameCode, language: 'tr', lobbyUrl: base }],
    ['hub88launchurl', { platform: 2, gameCode: by('Hub88').gameCode, language: 'en', lobbyUrl: base }],
    [
      'softgamingslaunchurl',
      { system: by('SoftGamings').system, pageCode: by('SoftGamings').gameCode, isMobile: 0 },
    ],
  ];
  for (const [url, body] of launches) {
    assert.equal((await call(base, 'POST', `casino/${url}`, { body })).status, 401, url);
    const r = await call(base, 'POST', `casino/${url}`, { token, body });
    assert.equal(r.status, 200, `${url}: ${r.message}`);
    if (url === 'softgamingslaunchurl') assert.match(r.data, /<script>/);
    else assert.match(r.data, /^http:\/\//);
  }
  assert.equal(
    (await call(base, 'POST', 'casino/dtlaunchurl', { token, body: { code: by('Hub88').gameCode } })).status,
    404,
    'wrong provider',
  );

  // Game money goes through the seamless wallet (game-wallet.test.ts covers it in depth).
  await depositConfirmed(base, token, 100);
  const { session, provider, gameName } = await gameSession(base, token);
  const round = { provider, session, roundId: 'api-r1', currency: 'TRY' };
  assert.equal(
    (await walletCall(base, 'debit', { ...round, transactionId: 'api-b1', amount: '20.00' })).status,
    200,
  );
  assert.equal(
    (await walletCall(base, 'credit', { ...round, transactionId: 'api-w1', amount: '35.00' })).status,
    200,
  );
  assert.equal((await call(base, 'GET', 'user/balance', { token })).data.balance, 115);
  const gh = await call(base, 'POST', 'casino/gamehistory', { token, body: {} });
  assert.equal(gh.data.total, 2);
  assert.equal(gh.data.items[0].gameName, gameName);
  assert.equal((await call(base, 'POST', 'casino/gamehistory', { token, body: { kind: 2 } })).data.total, 1);
  assert.ok((await call(base, 'POST', 'customer/sessionhistory', { token, body: {} })).data.total >= 1);
});

test('cms: bootstrap fields, content list, page, promotions, call request', async () => {
  const boot = await call(base, 'GET', 'cms/grouped', { locale: 'en' });
  for (const k of [
    'casinoCategoryList',
    'language',
    'translationList',
    'siteOption',
    'domainStatus',
    'trialBonusAmount',
    'popup',
    'sliderList',
    'categoryList',
    'videoInfo',
    'providers',
  ]) {
    assert.ok(k in boot.data, k);
  }
  assert.equal(boot.data.language, 'en');
  assert.equal(boot.data.sliderList[0].images.length, 3);
  assert.deepEqual(
    boot.data.categoryList.map((c: { name: string }) => c.name),
    ['Gambling', 'Policies', 'Footer', 'Quick Links'],
  );
  assert.equal(boot.data.providers.length, 12);
  const list = await call(base, 'POST', 'cms/contentlist', { body: { status: true, categoryId: 1 } });
  assert.equal(list.data[0].id, 1);
  const page = await call(base, 'POST', 'cms/page', { body: { id: 1 }, locale: 'tr' });
  assert.match(page.data.title, /Şartlar/);
  assert.equal((await call(base, 'POST', 'cms/page', { body: { id: 999 } })).status, 404);
  const promos = await call(base, 'GET', 'cms/promotions');
  assert.ok(promos.data[0].images.length >= 2);
  const svg = await fetch(`${base}${promos.data[0].images[1]}`);
  assert.equal(svg.headers.get('content-type'), 'image/svg+xml');

  const call1 = {
    name: 'Ayşe Yılmaz',
    message: 'Please call me',
    contacts: [{ type: 1, contact: '905551112233' }],
  };
  assert.equal((await call(base, 'POST', 'cms/callme', { body: call1 })).status, 200);
  const bad = [
    { ...call1, name: '      ' },
    { ...call1, contacts: [] },
    { ...call1, message: 'hi' },
    { ...call1, contacts: Array.from({ length: 6 }, () => ({ type: 1, contact: '905551112233' })) },
    { ...call1, contacts: [{ type: 5, contact: '905551112233' }] },
  ];
  for (const b of bad)
    assert.equal((await call(base, 'POST', 'cms/callme', { body: b })).status, 400, JSON.stringify(b));
  const none = await call(base, 'POST', 'cms/callme', { body: { ...call1, contacts: [] }, locale: 'tr' });
  assert.match(none.message, /En az bir iletişim bilgisi eklemelisiniz/);
  const winners = await call(base, 'POST', 'transaction/topwinners', { body: { isLive: false, count: 40 } });
  assert.equal(winners.data.length, 40);
  assert.equal(winners.data[0].currencySymbol, '₺');
});

test('operator notification reaches the player and needs the key', async () => {
  const { token, username } = await register(base);
  const body = { username, title: 'Hello', note: 'From the operator', type: 5 };
  assert.equal((await call(base, 'POST', 'operator/notify', { body })).status, 403);
  const ok = await call(base, 'POST', 'operator/notify', {
    body,
    headers: { 'x-operator-key': 'dev-operator-key' },
  });
  assert.equal(ok.status, 200);
  const list = await call(base, 'POST', 'customer/notification', { token, body: {} });
  assert.equal(list.data[0].title, 'Hello');
});

test('the vertical beacon stores each phase, incompatible included, and refuses others', async () => {
  const entry = 'https://cdn.example/mf/sports/2.1.0/mf-manifest.json';
  const view = pageViewToken({ sports: ['2.1.0'] });
  for (const phase of ['load', 'incompatible', 'fallback', 'render']) {
    const r = await call(base, 'POST', 'telemetry/remote', {
      body: { view, vertical: 'sports', version: '2.1.0', entry, phase, error: `${phase} report` },
    });
    assert.equal(r.status, 200, `${phase}: ${r.message}`);
  }
  const unknown = await call(base, 'POST', 'telemetry/remote', {
    body: { vertical: 'sports', version: '2.1.0', entry, phase: 'exploded', error: 'x' },
  });
  assert.equal(unknown.status, 400);
  const listed = await call(base, 'GET', 'telemetry/remote?vertical=sports&limit=10', {
    headers: { 'x-operator-key': 'dev-operator-key' },
  });
  assert.equal(listed.status, 200, listed.message);
  assert.deepEqual(
    listed.data.filter((r: { entry: string }) => r.entry === entry).map((r: { phase: string }) => r.phase),
    ['render', 'fallback', 'incompatible', 'load'],
  );
});

test('bad input gets a 400/404 envelope, never a 500', async () => {
  const { token } = await register(base);
  const cases: [string, Parameters<typeof call>[3], number][] = [
    ['auth/login', { raw: '{"username":' }, 400],
    ['auth/login', { raw: 'null' }, 400],
    ['auth/login', { body: { username: 5, password: [] } }, 400],
    ['auth/login', { body: { username: 'demo', password: 'demo12345', admin: true } }, 400],
    ['auth/login', { raw: JSON.stringify({ username: 'x'.repeat(70 * 1024), password: 'abc' }) }, 400],
    ['auth/login', { raw: 'username=demo', headers: { 'content-type': 'text/plain' } }, 400],
    ['casino/games', { body: { take: 'lots' } }, 400],
    ['casino/categorygames', { body: { systemCategory: 'all' } }, 400],
    ['customer/notification', { token, body: { skip: -1 } }, 400],
    ['payment/deposit', { token, body: { id: 1, target: 'other', detail: {} } }, 400],
  ];
  for (const [url, opts, status] of cases) {
    const r = await call(base, 'POST', url, opts);
    assert.equal(r.status, status, `${url} ${JSON.stringify(opts).slice(0, 80)} → ${r.message}`);
    assert.equal(r.success, false);
    assert.ok(r.message.length > 0);
  }
  const missing = await call(base, 'GET', 'no/such/route');
  assert.equal(missing.status, 404);
  assert.equal(missing.success, false);
  const sqlName = await call(base, 'POST', 'auth/login', {
    body: { username: "demo' OR '1'='1", password: "x' OR '1'='1" },
  });
  assert.equal(sqlName.status, 401);
  const docs = await fetch(`${base}/api/docs/json`);
  const spec = (await docs.json()) as { paths: Record<string, unknown> };
  assert.ok(spec.paths['/api/auth/login'] && spec.paths['/api/casino/softgamingslaunchurl']);
});

// Last: it exhausts the login budget of 127.0.0.1 for this app.
test('login is rate-limited per username and per IP (429)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    statuses.push(
      (await call(base, 'POST', 'auth/login', { body: { username: 'ratelimited', password: 'wrong1' } }))
        .status,
    );
  }
  assert.ok(statuses.slice(0, 5).every((s) => s === 401));
  assert.equal(statuses.at(-1), 429);
});
