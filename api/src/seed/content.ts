import type { Queryable } from '../db/index.js';

// Pictures have no words in them (`t`, `s` empty) unless they are a document (the licence): the
// site draws titles as HTML over them, translated and wrapped to the screen.
const art = (name: string, w: number, h: number, t = '', s = '') =>
  `/api/media/art/${name}.svg?w=${w}&h=${h}${t ? `&t=${encodeURIComponent(t)}` : ''}${s ? `&s=${encodeURIComponent(s)}` : ''}`;
/** Slider sizes: [default, ≥992px, ≥1200px]. */
const slide = (name: string) => [art(name, 768, 300), art(name, 992, 350), art(name, 1920, 480)];

const COUNTRIES: [number, string][] = [
  [235, 'Türkiye'],
  [15, 'Azerbaijan'],
  [82, 'Germany'],
  [77, 'France'],
  [81, 'Georgia'],
  [109, 'Netherlands'],
  [14, 'Austria'],
  [57, 'Cyprus'],
  [22, 'Belgium'],
  [237, 'United Kingdom'],
  [236, 'Ukraine'],
  [186, 'Russia'],
];

const PAGES: [id: number, groups: string, en: string, tr: string][] = [
  [1, 'Policies,Footer', 'Terms and Conditions', 'Genel Şartlar ve Koşullar'],
  [2, 'Policies', 'Privacy Policy', 'Gizlilik Politikası'],
  [3, 'Gambling', 'Responsible Gambling', 'Sorumlu Oyun'],
  [4, 'Quick Links', 'About Us', 'Hakkımızda'],
  [5, 'Policies', 'Bonus Rules', 'Bonus Kuralları'],
  [6, 'Quick Links,Footer', 'Contact', 'İletişim'],
  [7, 'Footer', 'Frequently Asked Questions', 'Sıkça Sorulan Sorular'],
  [8, 'Gambling', 'Self-Exclusion', 'Kendini Sınırlama'],
  [9, 'Policies', 'KYC Policy', 'Kimlik Doğrulama Politikası'],
];

const pageHtml = (title: string, lang: 'en' | 'tr') =>
  lang === 'en'
    ? `<h2>${title}</h2><p>By using this site you accept the general terms. When the terms change, existing users are notified at least two weeks in advance and may stop using the service.</p><p>Gambling can be addictive, please play responsibly. Players must be 18 or older.</p>`
    : `<h2>${title}</h2><p>Bu siteyi kullanarak genel şartları kabul etmiş olursunuz. Şartlar değiştiğinde mevcut kullanıcılara en az iki hafta önceden bildirilir ve hizmeti kullanmayı bırakabilirler.</p><p>Kumar bağımlılık yapabilir, lütfen sorumlu oynayın. Oyuncular 18 yaşından büyük olmalıdır.</p>`;

/** Countries, payment methods, CMS content, settings and bonus offers. */
export async function seedContent(q: Queryable): Promise<void> {
  for (const [id, name] of COUNTRIES)
    await q.query('INSERT INTO countries (id, name) VALUES ($1, $2)', [id, name]);

  // [id, name (as the provider knows it, and in English), Turkish name, type, min, max, deposit, withdraw, redirect]
  const methods: [number, string, string, number, number, number, boolean, boolean, boolean][] = [
    [1, 'Bank Transfer', 'Banka Havalesi', 1, 100, 50_000, true, true, false],
    [2, 'Credit Card', 'Kredi Kartı', 2, 50, 10_000, true, false, true],
    [3, 'Crypto', 'Kripto', 6, 100, 100_000, true, true, true],
    [4, 'Papara', 'Papara', 3, 50, 25_000, true, true, false],
    [5, 'Popy', 'Popy', 4, 50, 20_000, true, true, false],
    [6, 'Payco', 'Payco', 9, 50, 20_000, true, true, false],
    [7, 'Paratim', 'Paratim', 5, 50, 20_000, true, true, false],
    [8, 'Parolapara', 'Parolapara', 8, 50, 20_000, true, true, false],
    [9, 'Other Methods', 'Diğer Yöntemler', 20, 100, 20_000, true, true, false],
    [10, 'QR Payment', 'QR ile Ödeme', 7, 50, 10_000, true, false, true],
  ];
  for (const [id, name, nameTr, type, min, max, dep, wd, redirect] of methods) {
    await q.query(
      'INSERT INTO payment_methods (id, name, name_en, name_tr, type, logo, min_amount, max_amount, deposit, withdraw, redirect, sort) VALUES ($1,$2,$2,$3,$4,$5,$6,$7,$8,$9,$10,$1)',
      [
        id,
        name,
        nameTr,
        type,
        `/api/media/payment/${type}.svg`,
        BigInt(min) * 100n,
        BigInt(max) * 100n,
        dep,
        wd,
        redirect,
      ],
    );
  }

  const settings: Record<string, unknown> = {
    domainStatus: { current: 'playhub1.com', next: 'playhub2.com' },
    trialBonusAmount: 50,
    popup: {
      images: [art('popup', 360, 480), art('popup', 800, 500), art('popup', 600, 450)],
      url: '/promotions',
      title: { en: 'Welcome bonus', tr: 'Hoş geldin bonusu' },
      subtitle: { en: '100% up to ₺5,000', tr: '₺5.000’ye kadar %100' },
    },
    videoInfo: null,
  };
  for (const [key, value] of Object.entries(settings))
    await q.query('INSERT INTO settings (key, value) VALUES ($1, $2)', [key, JSON.stringify(value)]);

  const options: [string, string, boolean][] = [
    ['telegramUrl', 'https://t.me/playhub', true],
    ['whatsappUrl', 'https://wa.me/905551112233', true],
    ['liveTvUrl', 'https://tv.playhub.example', true],
    ['chatLicenseId', '', false],
    ['chatGroupId', '', false],
    ['licenceUrl', art('licence-certificate', 800, 1000, 'Licence Certificate', 'Anjouan, Comoros'), true],
    ['licenceImage', art('licence', 120, 60, 'Licensed', 'Anjouan'), true],
    ['companyName', 'Playhub Gaming N.V.', true],
  ];
  for (const [i, [key, value, status]] of options.entries()) {
    await q.query('INSERT INTO site_options (key, value, status, sort) VALUES ($1, $2, $3, $4)', [
      key,
      value,
      status,
      i,
    ]);
  }

  const translations: [string, string, string][] = [
    [
      'topNotice.text',
      'Our current address is {{current}}; from next week we are at {{next}}.',
      'Güncel adresimiz {{current}}; gelecek hafta {{next}} adresindeyiz.',
    ],
    [
      'footer.legal',
      'Playhub is operated by Playhub Gaming N.V., licensed in Anjouan, Comoros.',
      'Playhub, Anjouan, Komorlar lisanslı Playhub Gaming N.V. tarafından işletilmektedir.',
    ],
    ['home.welcome', 'Welcome to Playhub', "Playhub'a hoş geldiniz"],
    ['promotions.title', 'Promotions', 'Promosyonlar'],
    ['support.hours', 'Support is available 24/7', 'Destek 7/24 hizmetinizde'],
  ];
  for (const [key, en, tr] of translations) {
    await q.query('INSERT INTO translations (locale, key, value) VALUES ($1, $2, $3), ($4, $2, $5)', [
      'en',
      key,
      en,
      'tr',
      tr,
    ]);
  }

  // [slug, url, title en, title tr, subtitle en, subtitle tr] (also in migration 0400 for older databases)
  const sliders: [string, string, string, string, string, string][] = [
    [
      'home',
      '/promotions',
      'Welcome Bonus 100%',
      'Hoş Geldin Bonusu %100',
      'Up to ₺5,000 on your first deposit',
      'İlk yatırımınıza ₺5.000’ye kadar',
    ],
    [
      'home',
      '/casino/live',
      'Live Casino Cashback',
      'Canlı Casino Kayıp Bonusu',
      '15% back every week',
      'Her hafta %15 geri',
    ],
    [
      'home',
      '/spor',
      'Sports Free Bet',
      'Spor Bedava Bahis',
      'A ₺100 free bet on your first coupon',
      'İlk kuponunuza ₺100 bedava bahis',
    ],
    [
      'home',
      '/casino/slot',
      'Weekly Slot Tournament',
      'Haftalık Slot Turnuvası',
      '₺50,000 prize pool',
      '₺50.000 ödül havuzu',
    ],
    [
      'casino',
      '/casino/slot',
      'Spin & Win',
      'Çevir ve Kazan',
      'New slots every week',
      'Her hafta yeni slotlar',
    ],
    ['casino', '/promotions', 'Slot Cashback 10%', 'Slot Kayıp Bonusu %10', 'Every Monday', 'Her pazartesi'],
    [
      'live',
      '/casino/live',
      'Live Roulette Nights',
      'Canlı Rulet Geceleri',
      'Every evening from 20:00',
      'Her akşam 20:00’den itibaren',
    ],
    [
      'live',
      '/promotions',
      'Live Casino Reload',
      'Canlı Casino Yatırım Bonusu',
      '20% on your next deposit',
      'Sonraki yatırımınıza %20',
    ],
  ];
  for (const [i, [s, url, en, tr, subEn, subTr]] of sliders.entries()) {
    await q.query(
      'INSERT INTO sliders (slug, url, target, images, sort, title_en, title_tr, subtitle_en, subtitle_tr) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [s, url, '_self', JSON.stringify(slide(`slider-${i + 1}`)), i, en, tr, subEn, subTr],
    );
  }

  for (const [id, groups, en, tr] of PAGES) {
    await q.query(
      'INSERT INTO content_pages (id, category_id, link_group, title_en, title_tr, content_en, content_tr, sort) VALUES ($1, 1, $2, $3, $4, $5, $6, $1)',
      [id, groups, en, tr, pageHtml(en, 'en'), pageHtml(tr, 'tr')],
    );
  }

  const promos: [string, string, string, string][] = [
    [
      'Welcome Bonus 100%',
      'Hoş Geldin Bonusu %100',
      'Double your first deposit up to ₺5,000.',
      'İlk yatırımınızı ₺5.000’ye kadar ikiye katlayın.',
    ],
    [
      'Live Casino Cashback',
      'Canlı Casino Kayıp Bonusu',
      '15% weekly cashback on live casino.',
      'Canlı casinoda haftalık %15 kayıp bonusu.',
    ],
    [
      'Sports Free Bet',
      'Spor Bedava Bahis',
      'A ₺100 free bet on your first sports coupon.',
      'İlk spor kuponunuza ₺100 bedava bahis.',
    ],
    [
      'Weekly Slot Tournament',
      'Haftalık Slot Turnuvası',
      '₺50,000 prize pool every week.',
      'Her hafta ₺50.000 ödül havuzu.',
    ],
    [
      'Crypto Reload',
      'Kripto Yatırım Bonusu',
      '20% extra on crypto deposits.',
      'Kripto yatırımlarına %20 ekstra.',
    ],
  ];
  for (const [i, [en, tr, den, dtr]] of promos.entries()) {
    await q.query(
      'INSERT INTO promotions (title_en, title_tr, description_en, description_tr, images, sort) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        en,
        tr,
        `<p>${den}</p><ul><li>Min deposit ₺100</li><li>Wagering 10x</li></ul>`,
        `<p>${dtr}</p><ul><li>Min yatırım ₺100</li><li>Çevrim 10x</li></ul>`,
        JSON.stringify([art(`promo-${i + 1}`, 600, 300), art(`promo-${i + 1}`, 1200, 400)]),
        i,
      ],
    );
  }

  const bonuses: [string, string, string, string, number | null][] = [
    [
      'Deposit Bonus 20%',
      'Yatırım Bonusu %20',
      'Get 20% of your last deposit.',
      'Son yatırımınızın %20’si bonus.',
      null,
    ],
    [
      'Cashback 10%',
      'Kayıp Bonusu %10',
      '10% of your weekly losses back.',
      'Haftalık kayıplarınızın %10’u geri.',
      null,
    ],
    ['Birthday Bonus', 'Doğum Günü Bonusu', 'A gift on your birthday.', 'Doğum gününüze özel hediye.', 250],
    [
      'Free Spins 50',
      '50 Bedava Dönüş',
      '50 free spins on selected slots.',
      'Seçili slotlarda 50 bedava dönüş.',
      100,
    ],
  ];
  for (const [i, [en, tr, den, dtr, amount]] of bonuses.entries()) {
    await q.query(
      'INSERT INTO bonuses (title_en, title_tr, description_en, description_tr, image, amount) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        en,
        tr,
        `<p>${den}</p>`,
        `<p>${dtr}</p>`,
        art(`bonus-${i + 1}`, 600, 300),
        amount === null ? null : BigInt(amount) * 100n,
      ],
    );
  }

  // Each promotion's action and terms (issue 33): the cashback is claimed as the cashback bonus, the
  // tournament is played, the others start with a deposit; all are ruled by the Bonus Rules page.
  await q.query(
    `UPDATE promotions SET action = 'claim', bonus_id = (SELECT min(id) FROM bonuses WHERE title_en = 'Cashback 10%')
     WHERE title_en = 'Live Casino Cashback'`,
  );
  await q.query(`UPDATE promotions SET action = 'play' WHERE title_en = 'Weekly Slot Tournament'`);
  await q.query('UPDATE promotions SET terms_page_id = 5');
}
