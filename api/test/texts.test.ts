// Server texts in the reader's language (issue 17 items 5 and 6): payment method names, history
// rows, notifications (stored as key + params, live per socket language), banner texts as data.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HubConnectionBuilder, HttpTransportType, LogLevel, type HubConnection } from '@microsoft/signalr';
import { openPglite } from '../src/db/pglite.js';
import { call, register, removeDir, startApi, type Running } from './helpers.js';
import { depositConfirmed, operatorToken, userId, withdraw } from './money-helpers.js';

let api: Running;
let base: string;
const hubs: HubConnection[] = [];

before(async () => {
  api = await startApi();
  base = api.base;
});
after(async () => {
  await Promise.allSettled(hubs.map((h) => h.stop()));
  await api.close();
  removeDir(api.dataDir);
});

const notifications = async (token: string, locale?: string) =>
  (await call(base, 'POST', 'customer/notification', { token, body: {}, locale })).data as {
    title: string;
    note: string;
  }[];
const methodNamesIn = async (token: string, locale: string) =>
  (
    (await call(base, 'GET', 'payment/methods?type=1', { token, locale })).data as {
      methods: { id: number; name: string }[];
    }[]
  ).flatMap((g) => g.methods.map((m) => m.name));

test('payment method names follow x-locale (EN, en-US → en; de, tr-TR, missing → tr); brands stay', async () => {
  const { token } = await register(base);
  for (const locale of ['en', 'EN', 'en-US']) {
    const names = await methodNamesIn(token, locale);
    assert.ok(names.includes('Bank Transfer') && names.includes('QR Payment'), `${locale}: ${names.join()}`);
  }
  for (const locale of ['tr', 'tr-TR', 'de', '']) {
    const names = await methodNamesIn(token, locale);
    for (const tr of ['Banka Havalesi', 'Kredi Kartı', 'QR ile Ödeme', 'Papara'])
      assert.ok(names.includes(tr), `${locale || 'missing'}: ${names.join()}`);
    assert.ok(!names.includes('Bank Transfer'), locale);
  }
});

test('a deposit and a withdrawal made in English read in Turkish after switching: notes, amounts, history', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 1234.5);
  const wd = await withdraw(base, token, 100);
  assert.equal(wd.status, 200, wd.message);

  const en = await notifications(token, 'en');
  assert.equal(en[1]!.title, 'Deposit');
  assert.equal(en[1]!.note, '₺1,234.50 has been added to your balance via Papara');
  assert.equal(en[0]!.note, 'Your withdrawal of ₺100.00 via Papara is pending');
  const tr = await notifications(token, 'tr');
  assert.equal(tr[1]!.title, 'Para Yatırma');
  assert.equal(tr[1]!.note, 'Papara ile bakiyenize ₺1.234,50 eklendi');
  assert.equal(tr[0]!.title, 'Para Çekme');
  assert.equal(tr[0]!.note, 'Papara ile ₺100,00 çekim talebiniz beklemede');
  assert.deepEqual(await notifications(token, 'de'), tr, 'an unknown language reads as tr');
  assert.deepEqual(await notifications(token, 'EN'), en);
});

test('history rows name the method in the reader language; bank transfer withdrawal approved and read in tr', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 500);
  const r = await call(base, 'POST', 'payment/withdraw', {
    token,
    body: {
      id: 1,
      target: 'pay',
      detail: { bank: 2, iban: 'TR33 0006 1005 1978 6457 8413 26', fullName: 'Ayşe Gül', amount: 150 },
    },
  });
  assert.equal(r.status, 200, r.message);
  const history = async (locale: string) =>
    (await call(base, 'POST', 'transaction/history', { token, locale, body: {} })).data.items.map(
      (i: { methodName: string }) => i.methodName,
    );
  assert.deepEqual(await history('en'), ['Bank Transfer', 'Papara']);
  assert.deepEqual(await history('tr'), ['Banka Havalesi', 'Papara']);

  const op = await operatorToken(base);
  const approve = await call(base, 'POST', 'operator/withdrawals/approve', {
    token: op,
    body: { id: r.data.transactionId },
  });
  assert.equal(approve.status, 200, approve.message);
  const tr = await notifications(token, 'tr');
  assert.equal(tr[0]!.note, 'Banka Havalesi ile ₺150,00 çekim talebiniz onaylandı ve gönderildi');
  const en = await notifications(token, 'en');
  assert.equal(en[0]!.note, 'Your withdrawal of ₺150.00 via Bank Transfer has been approved and sent');
});

test('operator free text stays as written in every language', async () => {
  const { token, username } = await register(base);
  const body = { username, title: 'Bakım', note: 'Yarın 02:00’de kısa bir bakım var', type: 5 };
  const ok = await call(base, 'POST', 'operator/notify', {
    body,
    headers: { 'x-operator-key': 'dev-operator-key' },
  });
  assert.equal(ok.status, 200);
  for (const locale of ['en', 'tr']) {
    const [n] = await notifications(token, locale);
    assert.deepEqual([n!.title, n!.note], [body.title, body.note]);
  }
});

test('stored keys or params that do not render show the stored text, never a placeholder or a 500', async () => {
  const { token, username } = await register(base);
  const uid = await userId(api.built.db, username);
  const rows: [string | null, unknown][] = [
    ['notification.nope', { amount: { money: '100' } }],
    ['__proto__', {}],
    ['constructor', {}],
    ['toString', {}],
    ['notification.deposit', {}],
    ['notification.deposit', { amount: { money: 'abc' }, method: 'Papara' }],
    ['notification.deposit', { amount: { money: '1e5' }, method: 'Papara' }],
    ['notification.deposit', { amount: [1], method: 'Papara' }],
    ['notification.deposit', { amount: { money: '100' }, method: { method: 'x', name: 5 } }],
    ['notification.deposit', 'amount'],
    ['notification.deposit', [1, 2]],
    ['notification.deposit', null],
  ];
  for (const [key, params] of rows) {
    await api.built.db.query(
      'INSERT INTO notifications (user_id, title, note, type, key, params) VALUES ($1, $2, $3, 5, $4, $5)',
      [uid, 'Stored title', `stored ${JSON.stringify([key, params])}`, key, JSON.stringify(params)],
    );
  }
  // Extra params are ignored; a method id unknown to payment_methods falls back to its stored name.
  await api.built.db.query(
    `INSERT INTO notifications (user_id, title, note, type, key, params) VALUES ($1, 'x', 'x', 1, 'notification.deposit', $2)`,
    [
      uid,
      JSON.stringify({ amount: { money: '5000' }, method: { method: 999, name: 'OldPay' }, extra: { x: 1 } }),
    ],
  );
  const [rendered, ...stored] = await notifications(token, 'en');
  assert.equal(rendered!.note, '₺50.00 has been added to your balance via OldPay');
  assert.equal(stored.length, rows.length);
  for (const n of stored) {
    assert.equal(n.title, 'Stored title');
    assert.match(n.note, /^stored /);
  }
});

type Note = { title: string; note: string };

test('the live push arrives in the language of each socket (?lang=), the stored default without it', async () => {
  const { token } = await register(base);
  await depositConfirmed(base, token, 200);
  const hub = (lang: string | null) => {
    const q = lang === null ? '' : `&lang=${lang}`;
    const conn = new HubConnectionBuilder()
      .withUrl(`${base}/hub/frnotify?fingerprint=fp${q}`, {
        skipNegotiation: true,
        transport: HttpTransportType.WebSockets,
        accessTokenFactory: () => token,
      })
      .configureLogging(LogLevel.None)
      .build();
    hubs.push(conn);
    const got = new Promise<{ title: string; note: string }>((resolve) =>
      conn.on('NotifyMessage', (_cmd: string, m: { title: string; note: string }) => resolve(m)),
    );
    return { conn, got };
  };
  const sockets = [hub('tr'), hub('EN'), hub('de'), hub(null)];
  await Promise.all(sockets.map((s) => s.conn.start()));
  // Requested in English: the stored text (and a socket without a language) is English.
  const wd = await withdraw(base, token, 50, { 'x-locale': 'en' });
  assert.equal(wd.status, 200, wd.message);
  const [tr, en, de, none] = (await Promise.all(sockets.map((s) => s.got))) as [Note, Note, Note, Note];
  assert.equal(tr.note, 'Papara ile ₺50,00 çekim talebiniz beklemede');
  assert.equal(en.note, 'Your withdrawal of ₺50.00 via Papara is pending');
  assert.deepEqual(de, tr);
  assert.deepEqual(none, en);
});

test('bootstrap: banner and popup words are data per language; pictures carry no words', async () => {
  const boot = async (locale: string) => (await call(base, 'GET', 'cms/grouped', { locale })).data;
  const [en, tr] = [await boot('en'), await boot('tr')];
  assert.equal(en.sliderList[0].title, 'Welcome Bonus 100%');
  assert.equal(tr.sliderList[0].title, 'Hoş Geldin Bonusu %100');
  assert.equal(en.sliderList[0].subtitle, 'Up to ₺5,000 on your first deposit');
  assert.equal(tr.popup.title, 'Hoş geldin bonusu');
  assert.equal(en.popup.subtitle, '100% up to ₺5,000');
  const pictures: string[] = [
    ...en.sliderList.flatMap((s: { images: string[] }) => s.images),
    ...en.popup.images,
    ...en.casinoCategoryList.map((c: { imageUrl: string }) => c.imageUrl),
  ];
  for (const url of pictures) assert.doesNotMatch(url, /[?&][ts]=/, url);
  const svg = await (await fetch(`${base}${en.sliderList[0].images[0]}`)).text();
  assert.doesNotMatch(svg, /<text/);
  assert.match(svg, /aria-hidden="true"/);
  const promos = (await call(base, 'GET', 'cms/promotions', { locale: 'en' })).data;
  assert.match(promos[0].description, /up to ₺5,000/);
  for (const url of promos.flatMap((p: { images: string[] }) => p.images)) assert.doesNotMatch(url, /[?&]t=/);
});

test('the demo player reads its seeded notifications and history in the reader language', async () => {
  const login = await call(base, 'POST', 'auth/login', { body: { username: 'demo', password: 'demo12345' } });
  const token = login.data.token as string;
  const en = await notifications(token, 'en');
  assert.ok(
    en.some((n) => n.note === 'This week’s jackpot is ₺1,250,000.00!'),
    JSON.stringify(en),
  );
  assert.ok(en.some((n) => n.note === '₺1,000.00 has been added to your balance via Bank Transfer'));
  const tr = await notifications(token, 'tr');
  assert.ok(tr.some((n) => n.note === 'Banka Havalesi ile bakiyenize ₺1.000,00 eklendi'));
  const history = await call(base, 'POST', 'transaction/history', { token, locale: 'tr', body: {} });
  assert.ok(history.data.items.some((i: { methodName: string }) => i.methodName === 'Banka Havalesi'));
});

test('migration 0400 turns an older database into keyed, per-language texts', async () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const db = await openPglite('memory://');
  try {
    for (const f of files.filter((f) => f < '0400')) await db.exec(readFileSync(path.join(dir, f), 'utf8'));
    // The shape the older seed wrote.
    await db.exec(`
      INSERT INTO countries (id, name) VALUES (235, 'Türkiye');
      INSERT INTO users (usercode, username, email, phone, personal_no, name, surname, country_id, birth_date, password_hash)
        VALUES ('1', 'old', 'o@x', '90', '1', 'O', 'P', 235, '1990-01-01', 'x');
      INSERT INTO payment_methods (id, name, type, logo, min_amount, max_amount, deposit, withdraw, redirect)
        VALUES (1, 'Bank Transfer', 1, '', 1, 2, true, true, false), (4, 'Papara', 3, '', 1, 2, true, true, false);
      INSERT INTO transactions (user_id, type, status, amount, method, method_name) VALUES (1, 1, 1, 100, 1, 'Bank Transfer');
      INSERT INTO notifications (user_id, title, note, type) VALUES (1, 'Para Yatırma', 'Banka havalesi ile bakiyenize 1.000 ₺ eklendi', 1);
      INSERT INTO notifications (user_id, title, note, type) VALUES (1, 'Op', 'free text', 5);
      INSERT INTO sliders (slug, url, target, images) VALUES
        ('home', '/', '_self', '["/api/media/art/slider-1.svg?w=768&h=300&t=Welcome%20Bonus%20100%25", "/api/media/art/slider-1.svg?w=992&h=350&t=Welcome%20Bonus%20100%25"]'),
        ('home', '/', '_self', '["/custom/banner.png"]');
      INSERT INTO settings (key, value) VALUES ('popup', '{"images": ["/api/media/art/popup.svg?w=360&h=480&t=Welcome%20bonus&s=100%25"], "url": "/promotions"}');
      INSERT INTO categories (id, name_en, name_tr, slugs, image) VALUES (1, 'Slots', 'Slotlar', 'slot', '/api/media/art/category-1.svg?w=96&h=96&t=Slots');
    `);
    await db.exec(
      readFileSync(
        path.join(
          dir,
          files.find((f) => f.startsWith('0400'))!,
        ),
        'utf8',
      ),
    );
    const q = async (sql: string) => (await db.query(sql))[0];
    assert.deepEqual(await q('SELECT name_en, name_tr FROM payment_methods WHERE id = 1'), {
      name_en: 'Bank Transfer',
      name_tr: 'Banka Havalesi',
    });
    assert.deepEqual(await q('SELECT name_tr FROM payment_methods WHERE id = 4'), { name_tr: 'Papara' });
    assert.deepEqual(await q('SELECT method_id FROM transactions'), { method_id: 1 });
    assert.deepEqual(await q('SELECT key, params FROM notifications WHERE type = 1'), {
      key: 'notification.deposit',
      params: { amount: { money: '100000' }, method: { method: 1, name: 'Bank Transfer' } },
    });
    assert.deepEqual(await q('SELECT key FROM notifications WHERE type = 5'), { key: null });
    assert.deepEqual(await q('SELECT title_tr, images FROM sliders ORDER BY id LIMIT 1'), {
      title_tr: 'Hoş Geldin Bonusu %100',
      images: ['/api/media/art/slider-1.svg?w=768&h=300', '/api/media/art/slider-1.svg?w=992&h=350'],
    });
    assert.deepEqual(await q('SELECT title_en, images FROM sliders ORDER BY id OFFSET 1'), {
      title_en: null,
      images: ['/custom/banner.png'],
    });
    const popup = (await q("SELECT value FROM settings WHERE key = 'popup'"))!.value as Record<
      string,
      unknown
    >;
    assert.deepEqual(popup.images, ['/api/media/art/popup.svg?w=360&h=480']);
    assert.deepEqual(popup.title, { en: 'Welcome bonus', tr: 'Hoş geldin bonusu' });
    assert.equal(popup.url, '/promotions');
    assert.deepEqual(await q('SELECT image FROM categories'), {
      image: '/api/media/art/category-1.svg?w=96&h=96',
    });
  } finally {
    await db.close();
  }
});

test('payment logos are a mark per method (issue 17.11: they read like placeholders), the generic one otherwise', async () => {
  const svgOf = async (type: string) => {
    const res = await fetch(`${base}/api/media/payment/${type}.svg`);
    assert.equal(res.status, 200, type);
    return res.text();
  };
  const types = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '20'];
  const marks = await Promise.all(types.map(svgOf));
  assert.equal(new Set(marks).size, types.length, 'each method has its own mark');
  for (const mark of marks) {
    assert.match(mark, /^<svg [^>]*width="64" height="64"[^>]*role="img" aria-label="[^"]+"/);
    // No method's code name drawn as text in a pill (BankTransfer, CreditCard…).
    assert.doesNotMatch(mark, /BankTransfer|CreditCard|OtherMethods/);
  }
  assert.equal(await svgOf('99'), marks[types.indexOf('20')]);
  assert.equal(await svgOf('__proto__'), marks[types.indexOf('20')]);
});
