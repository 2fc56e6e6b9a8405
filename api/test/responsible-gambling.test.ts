// Player protection content (issue 20, migration 0510): the responsible-gambling page and the
// privacy text's section on device storage, in en and tr, with their links intact after the API's
// sanitiser; applied to databases that existed before it, and harmless when applied again.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, removeDir, startApi, type Running } from './helpers.js';

const MIGRATION = '0510_responsible_gambling';
const PRIVACY = 2;
const RESPONSIBLE = 3;
const HELP = [
  'https://www.yedam.org.tr',
  'https://www.gamblersanonymous.org',
  'https://www.gamcare.org.uk',
  'https://www.begambleaware.org',
];
const TITLES = {
  en: { [PRIVACY]: 'Privacy Policy', [RESPONSIBLE]: 'Responsible Gambling' },
  tr: { [PRIVACY]: 'Gizlilik Politikası', [RESPONSIBLE]: 'Sorumlu Oyun' },
} as const;
const STORAGE_HEADING = { en: 'Storage on your device', tr: 'Cihazınızda saklanan bilgiler' };
const PLACEHOLDER_START = { en: '<p>By using this site', tr: '<p>Bu siteyi kullanarak' };

// What the seed wrote into every content page before this migration.
const placeholder = {
  en: (title: string) =>
    `<h2>${title}</h2><p>By using this site you accept the general terms. When the terms change, existing users are notified at least two weeks in advance and may stop using the service.</p><p>Gambling can be addictive, please play responsibly. Players must be 18 or older.</p>`,
  tr: (title: string) =>
    `<h2>${title}</h2><p>Bu siteyi kullanarak genel şartları kabul etmiş olursunuz. Şartlar değiştiğinde mevcut kullanıcılara en az iki hafta önceden bildirilir ve hizmeti kullanmayı bırakabilirler.</p><p>Kumar bağımlılık yapabilir, lütfen sorumlu oynayın. Oyuncular 18 yaşından büyük olmalıdır.</p>`,
};

// The keys the site really stores (shared/src/storage), which the privacy text must all name.
const storageSource = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../shared/src/storage/index.ts'),
  'utf8',
);
const storageKeys = [
  ...(/export const storageKeys = \{([\s\S]*?)\} as const/.exec(storageSource)?.[1] ?? '').matchAll(
    /:\s*'([^']+)'/g,
  ),
].map((m) => m[1]!);

type Locale = 'en' | 'tr';
type Page = { id: number; title: string; content: string };
type Row = { id: number; link_group: string; content_en: string; content_tr: string };

let api: Running;

before(async () => {
  api = await startApi();
});
after(async () => {
  await api.close();
  removeDir(api.dataDir);
});

const page = async (id: number, locale: Locale) => {
  const res = await call<Page>(api.base, 'POST', 'cms/page', { body: { id }, locale });
  assert.equal(res.status, 200, `page ${id} (${locale}): ${res.message}`);
  return res.data;
};
const rows = () =>
  api.built.db.query<Row>(
    'SELECT id, link_group, content_en, content_tr FROM content_pages WHERE id IN (2, 3) ORDER BY id',
  );
const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** Starts the API again on its data with 0510 not recorded, as on a database from before it. */
async function migrateAgain(): Promise<void> {
  await api.built.db.query('DELETE FROM schema_migrations WHERE version = $1', [MIGRATION]);
  await api.close();
  api = await startApi(api.dataDir);
  const applied = await api.built.db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [MIGRATION]);
  assert.equal(applied.length, 1, 'the migration ran on start');
}

async function assertPagesServed(): Promise<void> {
  for (const locale of ['en', 'tr'] as const) {
    const rg = await page(RESPONSIBLE, locale);
    assert.equal(rg.title, TITLES[locale][RESPONSIBLE]);
    assert.ok(!rg.content.includes(PLACEHOLDER_START[locale]), `${locale}: the placeholder is gone`);
    for (const href of HELP) {
      assert.ok(
        rg.content.includes(`<a href="${href}" target="_blank" rel="noopener noreferrer">`),
        `${locale}: help link ${href} kept, opening in a new tab`,
      );
    }
    assert.ok(rg.content.includes('<a href="/dashboard/player-protection">'), `${locale}: tools link kept`);
    assert.match(rg.content, /<strong>115<\/strong>/);
    assert.match(rg.content, /YEDAM/);

    const privacy = await page(PRIVACY, locale);
    assert.equal(privacy.title, TITLES[locale][PRIVACY]);
    assert.equal(occurrences(privacy.content, `<h2>${STORAGE_HEADING[locale]}</h2>`), 1);
    assert.ok(storageKeys.length >= 4 && storageKeys.includes('playhub:consent'), storageKeys.join());
    for (const key of storageKeys) {
      assert.ok(
        privacy.content.includes(`<code>${key}</code>`),
        `${locale}: the privacy text names the stored key ${key} (new keys belong in it too)`,
      );
    }
    for (const name of ['Google Tag Manager', 'LiveChat']) assert.ok(privacy.content.includes(name));

    const boot = await call(api.base, 'GET', 'cms/grouped', { locale });
    const gambling = boot.data.categoryList.find((c: { name: string }) => c.name === 'Gambling');
    assert.deepEqual(
      gambling.content.find((p: { id: number }) => p.id === RESPONSIBLE),
      { id: RESPONSIBLE, title: TITLES[locale][RESPONSIBLE] },
    );
  }
}

test('on a new database it leaves the content pages to the seed', async () => {
  // Had it written page 3 before the seed ran, the seed would have refused the database.
  const pages = await api.built.db.query('SELECT id FROM content_pages');
  assert.ok(pages.length >= 9, `seeded pages: ${pages.length}`);
  const seeded = await api.built.db.query(`SELECT 1 FROM settings WHERE key = 'seeded'`);
  assert.equal(seeded.length, 1);
});

test('a new database serves both pages too (the seed runs the data migration after seeding)', async () => {
  await assertPagesServed();
});

test('a database from before the migration gets both pages in en and tr, links kept after sanitising', async () => {
  for (const id of [PRIVACY, RESPONSIBLE]) {
    await api.built.db.query('UPDATE content_pages SET content_en = $2, content_tr = $3 WHERE id = $1', [
      id,
      placeholder.en(TITLES.en[id as 2 | 3]),
      placeholder.tr(TITLES.tr[id as 2 | 3]),
    ]);
  }
  await migrateAgain();
  await assertPagesServed();
});

test('applied again it changes nothing, and it leaves a text an operator wrote alone', async () => {
  await api.built.db.query(`UPDATE content_pages SET content_en = '<p>Our own page.</p>' WHERE id = 3`);
  const before = await rows();
  const count = await api.built.db.query('SELECT count(*)::int AS n FROM content_pages');
  await migrateAgain();
  assert.deepEqual(await rows(), before);
  assert.deepEqual(await api.built.db.query('SELECT count(*)::int AS n FROM content_pages'), count);
});

test('a seeded database without page 3 gets it back; a rewritten privacy text keeps its words', async () => {
  await api.built.db.query('DELETE FROM content_pages WHERE id = 3');
  await api.built.db.query(
    `UPDATE content_pages SET content_en = '<p>Operator privacy text.</p>', content_tr = '<p>Operatör metni.</p>' WHERE id = 2`,
  );
  await migrateAgain();
  const [privacy, rg] = await rows();
  assert.equal(rg!.link_group, 'Gambling');
  assert.match(privacy!.content_en, /^<p>Operator privacy text\.<\/p><h2>Storage on your device<\/h2>/);
  assert.match(privacy!.content_tr, /^<p>Operatör metni\.<\/p><h2>Cihazınızda saklanan bilgiler<\/h2>/);
  await assertPagesServed();
});

test('a privacy text written before issue 32 gets the two new stored keys, in both languages', async () => {
  // The list as 0510 wrote it before the keys existed: the new entries taken out again.
  for (const column of ['content_en', 'content_tr'])
    await api.built.db.query(
      `UPDATE content_pages SET ${column} = regexp_replace(${column}, '<li><code>playhub:(trusted-devices|btag)</code>[^\n]*</li>\n', '', 'g') WHERE id = 2`,
    );
  const [old] = await api.built.db.query<{ en: string }>(
    'SELECT content_en AS en FROM content_pages WHERE id = 2',
  );
  assert.ok(!old!.en.includes('playhub:trusted-devices'));
  await api.built.db.query(`DELETE FROM schema_migrations WHERE version = '0762_privacy_storage_keys'`);
  await api.close();
  api = await startApi(api.dataDir);
  await assertPagesServed();
});
