// One person behind one exclusion (issue 28, item 4): phones in E.164, mailboxes and name + birth
// date as keys, registration and phone verification refused for anyone matching a running
// exclusion (told to the operators), one trial bonus per person across the keys, and the migration
// of rows stored before.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { personalNoCheckDigits } from '@playhub/shared/contracts';
import { openPglite } from '../src/db/pglite.js';
import { e164 } from '../src/services/identity.js';
import { call, newPlayer, register, removeDir, startApi, type Running } from './helpers.js';
import { operatorToken, userId, waitUntil } from './money-helpers.js';

let api: Running;
let base: string;
const db = () => api.built.db;

before(async () => {
  api = await startApi();
  base = api.base;
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

// Numbers and IDs of this file's own people (unique per run: files may share one database).
const stamp = String(Date.now() % 1e6).padStart(6, '0');
let k = 0;
/** A valid mobile number `90532…` of this run. */
const mobile = () => `90532${stamp.slice(-5)}${String(++k % 100).padStart(2, '0')}`;
/** A valid national ID of this run, other than the helpers' ones. */
const nationalId = () => {
  const nine = `9${stamp}${String(++k % 100).padStart(2, '0')}`;
  return `${nine}${personalNoCheckDigits(nine)}`;
};

const DETAILS = 'These details cannot be used for a new account';

async function exclude(token: string, body: object) {
  const r = await call(base, 'POST', 'protection/exclusion', { token, body: { ...body, confirm: true } });
  assert.equal(r.status, 200, r.message);
}

async function auditRows(action: string, target: string) {
  const token = await operatorToken(base);
  const r = await call(base, 'GET', 'operator/audit', { token });
  assert.equal(r.status, 200, r.message);
  return (r.data as { action: string; target: string; detail: Record<string, unknown> }[]).filter(
    (a) => a.action === action && a.target === target,
  );
}

test('a Turkish mobile written five ways is one number in E.164, as the migration reads old rows', async () => {
  const ways = ['905321234567', '05321234567', '5321234567', '00905321234567', '+90 532 123 45 67'];
  for (const way of ways) assert.equal(e164(way), '+905321234567', way);
  assert.equal(e164('4915112345678'), '+4915112345678', 'an international number without its +');
  for (const bad of ['12345', '907777123456', '90212'])
    assert.equal(e164(bad), null, `${bad} is no mobile number`);
  // The migration's SQL function gives old rows the same E.164 as the API gives new ones.
  for (const way of ways.slice(0, 4)) {
    const [row] = await db().query<{ v: string }>('SELECT playhub_legacy_e164($1) AS v', [way]);
    assert.equal(row!.v, e164(way), way);
  }
});

test('registration: one phone written four ways and one mailbox with a +tag open one account', async () => {
  const phone = mobile();
  const first = await register(base, { phone, email: `ayse.gul${stamp}@gmail.com` });
  assert.equal(first.session.phone, phone, 'the site gets the digits it sent');
  const [stored] = await db().query<{ phone: string }>('SELECT phone FROM users WHERE username = $1', [
    first.username,
  ]);
  assert.equal(stored!.phone, `+${phone}`, 'stored in E.164');
  for (const variant of [`0${phone.slice(2)}`, phone.slice(2), `00${phone}`]) {
    const r = await call(base, 'POST', 'auth/register', { body: newPlayer({ phone: variant }) });
    assert.equal(r.status, 409, variant);
    assert.match(r.message, new RegExp(DETAILS));
  }
  for (const email of [`ayse.gul${stamp}+casino@gmail.com`, `AyseGul${stamp}@googlemail.com`]) {
    const r = await call(base, 'POST', 'auth/register', { body: newPlayer({ email }) });
    assert.equal(r.status, 409, email);
    assert.match(r.message, new RegExp(DETAILS));
  }
  const notMobile = await call(base, 'POST', 'auth/register', { body: newPlayer({ phone: '12345' }) });
  assert.equal(notMobile.status, 400);
  assert.match(notMobile.message, /valid mobile phone number/);
});

test('self-exclusion binds the person: new phone spelling, +tag, or a new ID with the same name and birth date', async () => {
  const person = {
    name: 'Zeynep',
    surname: `Şahin${stamp.replace(/\d/g, (d) => 'abcdefghij'[+d]!)}`,
    birthDate: '1988-03-09',
  };
  const phone = mobile();
  const email = `zeynep${stamp}@example.com`;
  const p = await register(base, { ...person, phone, email });
  const id = await userId(db(), p.username);
  await exclude(p.token, { kind: 'self', term: '6m' });

  const attempts: [string, Record<string, unknown>][] = [
    ['phone written 0…', { phone: `0${phone.slice(2)}` }],
    ['e-mail +tag', { email: `zeynep${stamp}+again@example.com` }],
    [
      'any valid ID, same name and birth date',
      { ...person, name: 'ZEYNEP', surname: person.surname.replace('Ş', 's') },
    ],
  ];
  for (const [what, change] of attempts) {
    const r = await call(base, 'POST', 'auth/register', {
      body: newPlayer({ PersonalNo: nationalId(), ...change }),
    });
    assert.equal(r.status, 409, what);
    assert.match(r.message, new RegExp(DETAILS), `${what}: the same neutral message`);
  }
  const told = await auditRows('identity.excludedMatch', `user:${id}`);
  assert.equal(told.length, 3, 'each attempt is told to the operators');
  assert.deepEqual(told.map((a) => a.detail.keys).sort(), [['email'], ['nameBirthDate'], ['phone']].sort());

  // Once the exclusion and its cooling-off are over, the person may open an account again.
  await db().query(
    `UPDATE exclusions SET starts_at = now() - interval '200 days', ends_at = now() - interval '2 days' WHERE user_id = $1`,
    [id],
  );
  const later = await call(base, 'POST', 'auth/register', {
    body: newPlayer({ ...person, PersonalNo: nationalId(), phone: mobile() }),
  });
  assert.equal(later.status, 200, later.message);
});

test('a time-out binds the person too, and phone verification refuses a match without saying so', async () => {
  const letters = stamp.replace(/\d/g, (d) => 'klmnopqrst'[+d]!);
  const person = { name: 'Mehmet Ali', surname: `Kaya${letters}`, birthDate: '1979-11-30' };
  // Two accounts of one person: nothing refuses that while neither is excluded (two people can
  // share a name and a birth date).
  const first = await register(base, { ...person, phone: mobile() });
  const second = await register(base, {
    ...person,
    PersonalNo: nationalId(),
    phone: mobile(),
    trialBonus: 1,
  });
  await exclude(first.token, { kind: 'timeout', hours: 24 });
  const firstId = await userId(db(), first.username);

  const again = await call(base, 'POST', 'auth/register', {
    body: newPlayer({
      ...person,
      surname: `KAYA${letters.toUpperCase()}`,
      PersonalNo: nationalId(),
      phone: mobile(),
    }),
  });
  assert.equal(again.status, 409);
  assert.match(again.message, new RegExp(DETAILS));

  // The second account verifies a phone: answered as sent, never delivered, and refused like a
  // wrong code; the operators are told which account tried.
  const phone = mobile();
  const sent = await call(base, 'POST', 'customer/updatephone', {
    token: second.token,
    body: { step: 1, phone },
  });
  assert.equal(sent.status, 200, sent.message);
  const check = await call(base, 'POST', 'customer/updatephone', {
    token: second.token,
    body: { step: 2, phone, code: '000000' },
  });
  assert.equal(check.status, 422);
  // A message sent after the refused one has arrived: the refused one would be there by now.
  const marker = await register(base);
  await call(base, 'POST', 'auth/sendresetpassword', { body: { username: marker.username } });
  await waitUntil(
    () => call(base, 'GET', `dev/outbox?to=${encodeURIComponent(marker.player.email)}`),
    (r) => r.data.length > 0,
  );
  const refused = await call(base, 'GET', `dev/outbox?to=${encodeURIComponent(`+${phone}`)}`);
  assert.deepEqual(refused.data, [], 'no SMS to a phone refused for an exclusion');
  const told = await auditRows('identity.excludedMatch', `user:${firstId}`);
  const byPhone = told.filter((a) => a.detail.attempt === 'phone');
  assert.ok(byPhone.length >= 1, 'the phone verification is told to the operators');
  assert.equal(byPhone[0]!.detail.account, await userId(db(), second.username));
  assert.deepEqual(byPhone[0]!.detail.keys, ['nameBirthDate']);
});

test('one trial bonus per person: another account with the same name and birth date gets none', async () => {
  const letters = stamp.replace(/\d/g, (d) => 'uvwxyzabcd'[+d]!);
  const person = { name: 'Elif', surname: `Demir${letters}`, birthDate: '1995-07-21' };
  const verify = async (token: string, phone: string) => {
    await db().query(
      "UPDATE verification_codes SET created_at = created_at - interval '2 minutes' WHERE purpose = 'phone'",
    );
    assert.equal(
      (await call(base, 'POST', 'customer/updatephone', { token, body: { step: 1, phone } })).status,
      200,
    );
    const out = await waitUntil(
      () => call(base, 'GET', `dev/outbox?to=${encodeURIComponent(`+${phone}`)}`),
      (r) => r.data.length > 0,
    );
    const ok = await call(base, 'POST', 'customer/updatephone', {
      token,
      body: { step: 2, phone, code: out.data[0].code as string },
    });
    assert.equal(ok.status, 200, ok.message);
    assert.deepEqual(ok.data, { phone, smsVerified: true });
  };
  const a = await register(base, { ...person, trialBonus: 1, phone: mobile() });
  await verify(a.token, a.phone);
  assert.equal((await call(base, 'GET', 'bonus/definetrialbonus', { token: a.token })).status, 200);

  const b = await register(base, {
    ...person,
    name: 'ELİF',
    trialBonus: 1,
    PersonalNo: nationalId(),
    phone: mobile(),
  });
  await verify(b.token, b.phone);
  assert.equal((await call(base, 'GET', 'bonus/trial', { token: b.token })).data.state, 'claimed');
  assert.equal((await call(base, 'GET', 'bonus/definetrialbonus', { token: b.token })).status, 409);
});

test('migration 0700: old phones in E.164, duplicate accounts told to operators, old claims keyed', async () => {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const mem = await openPglite('memory://');
  try {
    for (const f of files.filter((f) => f < '0700')) await mem.exec(readFileSync(path.join(dir, f), 'utf8'));
    // Four accounts one person opened as the attack did (the same mobile written four ways, the
    // same Gmail mailbox), one claim of the trial bonus each, and an honest player.
    await mem.exec(`
      INSERT INTO countries (id, name) VALUES (235, 'Türkiye');
      INSERT INTO users (usercode, username, email, phone, personal_no, name, surname, country_id, birth_date, password_hash) VALUES
        ('1', 'one', 'ayse.yilmaz@gmail.com', '905321234567', '10000000146', 'Ayşe', 'Yılmaz', 235, '1990-05-17', 'x'),
        ('2', 'two', 'ayseyilmaz+2@gmail.com', '05321234567', '10000000224', 'Ayse', 'Yilmaz', 235, '1990-05-17', 'x'),
        ('3', 'three', 'three@example.com', '5321234567', '10000000302', 'AYŞE', 'YILMAZ', 235, '1990-05-17', 'x'),
        ('4', 'four', 'four@example.com', '00905321234567', '10000000480', 'Ayşe', 'Yılmaz', 235, '1990-05-17', 'x'),
        ('5', 'five', 'five@example.com', '905551112233', '10000000568', 'Can', 'Öz', 235, '1985-01-01', 'x');
      INSERT INTO trial_bonus_claims (user_id, personal_no, phone) VALUES
        (1, '10000000146', '905321234567'), (2, '10000000224', '05321234567'),
        (3, '10000000302', '5321234567'), (4, '10000000480', '00905321234567');
    `);
    await mem.exec(
      readFileSync(
        path.join(
          dir,
          files.find((f) => f.startsWith('0700'))!,
        ),
        'utf8',
      ),
    );
    const users = await mem.query<{
      username: string;
      phone: string;
      duplicate_of: number | null;
      email_key: string;
    }>('SELECT username, phone, duplicate_of, email_key FROM users ORDER BY id');
    assert.deepEqual(
      users.map((u) => [u.username, u.phone, u.duplicate_of]),
      [
        ['one', '+905321234567', null],
        ['two', '+905321234567', 1],
        ['three', '+905321234567', 1],
        ['four', '+905321234567', 1],
        ['five', '+905551112233', null],
      ],
    );
    assert.equal(users[1]!.email_key, 'ayseyilmaz@gmail.com');
    const told = await mem.query<{ target: string }>(
      "SELECT target FROM operator_audit WHERE action = 'identity.duplicate' ORDER BY target",
    );
    assert.deepEqual(
      told.map((t) => t.target),
      ['user:2', 'user:3', 'user:4'],
    );
    const keys = await mem.query<{ key: string; claim_id: number }>(
      "SELECT key, claim_id FROM trial_bonus_keys WHERE key LIKE 'phone:%' OR key LIKE 'person:%'",
    );
    assert.deepEqual(
      keys.map((x) => x.key).sort(),
      ['person:ayse yilmaz|1990-05-17', 'phone:+905321234567'],
      'the person and the phone are claimed once',
    );
    // A new account of that person cannot take the phone again; running the migration again is harmless.
    await assert.rejects(
      mem.exec(`INSERT INTO users (usercode, username, email, phone, personal_no, name, surname, country_id, birth_date, password_hash)
                VALUES ('6', 'six', 's@x.com', '+905321234567', '10000000646', 'A', 'B', 235, '2000-01-01', 'x')`),
      /duplicate key/,
    );
    await mem.exec(
      readFileSync(
        path.join(
          dir,
          files.find((f) => f.startsWith('0700'))!,
        ),
        'utf8',
      ),
    );
    const again = await mem.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'identity.duplicate'",
    );
    assert.equal(again[0]!.n, 3);
  } finally {
    await mem.close();
  }
});
