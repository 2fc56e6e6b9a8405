-- Server texts in the reader's language (issue 17): notifications keep a message key and its
-- parameters, payment methods have a name per language, and banner texts are data drawn as HTML
-- over a text-free image instead of words inside the image.

-- A keyed notification is rendered in the reader's x-locale from key + params (amounts in minor
-- units, payment methods by id); title and note keep the text as written, shown for operator free
-- text (no key) and whenever a key or its params cannot be rendered.
ALTER TABLE notifications ADD COLUMN key text;
ALTER TABLE notifications ADD COLUMN params jsonb;

-- `name` stays the name the payment provider knows; players read name_en / name_tr.
ALTER TABLE payment_methods ADD COLUMN name_en text;
ALTER TABLE payment_methods ADD COLUMN name_tr text;
UPDATE payment_methods SET name_en = name, name_tr = CASE name
  WHEN 'Bank Transfer' THEN 'Banka Havalesi'
  WHEN 'Credit Card' THEN 'Kredi Kartı'
  WHEN 'Crypto' THEN 'Kripto'
  WHEN 'QR Payment' THEN 'QR ile Ödeme'
  WHEN 'Other Methods' THEN 'Diğer Yöntemler'
  ELSE name END;
ALTER TABLE payment_methods ALTER COLUMN name_en SET NOT NULL;
ALTER TABLE payment_methods ALTER COLUMN name_tr SET NOT NULL;

-- History rows name their method by id (rendered per language); older rows only had the name.
UPDATE transactions t SET method_id = m.id FROM payment_methods m
  WHERE t.method_id IS NULL AND t.method_name = m.name;

-- Banner title and subtitle per language, drawn over the image by the site (null: none).
ALTER TABLE sliders ADD COLUMN title_en text;
ALTER TABLE sliders ADD COLUMN title_tr text;
ALTER TABLE sliders ADD COLUMN subtitle_en text;
ALTER TABLE sliders ADD COLUMN subtitle_tr text;

-- The seeded banners, popup and tiles had English words drawn into the image (the `t`/`s` query of
-- /api/media/art): the words become data, the images lose them. Content an operator added is left alone.
UPDATE sliders s SET title_en = v.title_en, title_tr = v.title_tr, subtitle_en = v.sub_en, subtitle_tr = v.sub_tr,
  images = (SELECT jsonb_agg(regexp_replace(e, '&[ts]=[^&]*', '', 'g') ORDER BY i)
            FROM jsonb_array_elements_text(s.images) WITH ORDINALITY AS x(e, i))
  FROM (VALUES
    ('slider-1', 'Welcome Bonus 100%', 'Hoş Geldin Bonusu %100', 'Up to ₺5,000 on your first deposit', 'İlk yatırımınıza ₺5.000’ye kadar'),
    ('slider-2', 'Live Casino Cashback', 'Canlı Casino Kayıp Bonusu', '15% back every week', 'Her hafta %15 geri'),
    ('slider-3', 'Sports Free Bet', 'Spor Bedava Bahis', 'A ₺100 free bet on your first coupon', 'İlk kuponunuza ₺100 bedava bahis'),
    ('slider-4', 'Weekly Slot Tournament', 'Haftalık Slot Turnuvası', '₺50,000 prize pool', '₺50.000 ödül havuzu'),
    ('slider-5', 'Spin & Win', 'Çevir ve Kazan', 'New slots every week', 'Her hafta yeni slotlar'),
    ('slider-6', 'Slot Cashback 10%', 'Slot Kayıp Bonusu %10', 'Every Monday', 'Her pazartesi'),
    ('slider-7', 'Live Roulette Nights', 'Canlı Rulet Geceleri', 'Every evening from 20:00', 'Her akşam 20:00’den itibaren'),
    ('slider-8', 'Live Casino Reload', 'Canlı Casino Yatırım Bonusu', '20% on your next deposit', 'Sonraki yatırımınıza %20')
  ) AS v(name, title_en, title_tr, sub_en, sub_tr)
  WHERE s.images->>0 LIKE '/api/media/art/' || v.name || '.svg?%&t=%';

UPDATE settings SET value = jsonb_build_object(
    'images', (SELECT jsonb_agg(regexp_replace(e, '&[ts]=[^&]*', '', 'g') ORDER BY i)
               FROM jsonb_array_elements_text(value->'images') WITH ORDINALITY AS x(e, i)),
    'url', value->'url',
    'title', jsonb_build_object('en', 'Welcome bonus', 'tr', 'Hoş geldin bonusu'),
    'subtitle', jsonb_build_object('en', '100% up to ₺5,000', 'tr', '₺5.000’ye kadar %100'))
  WHERE key = 'popup' AND value->'images'->>0 LIKE '/api/media/art/popup.svg?%&t=%';

UPDATE categories SET image = regexp_replace(image, '&[ts]=[^&]*', '', 'g')
  WHERE image LIKE '/api/media/art/category-%';
UPDATE promotions SET images = (SELECT jsonb_agg(regexp_replace(e, '&[ts]=[^&]*', '', 'g') ORDER BY i)
                                FROM jsonb_array_elements_text(images) WITH ORDINALITY AS x(e, i))
  WHERE images->>0 LIKE '/api/media/art/promo-%';
UPDATE bonuses SET image = regexp_replace(image, '&[ts]=[^&]*', '', 'g')
  WHERE image LIKE '/api/media/art/bonus-%';

-- Amounts in the seeded promotions read as the site writes money in each language.
UPDATE promotions SET
  description_en = replace(replace(replace(replace(description_en,
    'up to 5.000 ₺', 'up to ₺5,000'), 'A 100 ₺ free bet', 'A ₺100 free bet'),
    '50.000 ₺ prize pool', '₺50,000 prize pool'), 'Min deposit 100 ₺', 'Min deposit ₺100'),
  description_tr = replace(replace(replace(replace(description_tr,
    '5.000 ₺’ye', '₺5.000’ye'), '100 ₺ bedava', '₺100 bedava'),
    '50.000 ₺ ödül', '₺50.000 ödül'), 'Min yatırım 100 ₺', 'Min yatırım ₺100');

-- The demo player's seeded notifications were Turkish text: they become keyed like new ones.
UPDATE notifications SET key = 'notification.welcome', params = '{}'
  WHERE key IS NULL AND note = 'Playhub ailesine hoş geldiniz. İyi eğlenceler!';
UPDATE notifications SET key = 'notification.deposit',
    params = '{"amount": {"money": "100000"}, "method": {"method": 1, "name": "Bank Transfer"}}'
  WHERE key IS NULL AND note = 'Banka havalesi ile bakiyenize 1.000 ₺ eklendi';
UPDATE notifications SET key = 'notification.withdrawApproved',
    params = '{"amount": {"money": "30000"}, "method": {"method": 1, "name": "Bank Transfer"}}'
  WHERE key IS NULL AND note = 'Banka havalesi ile 300 ₺ çekim talebiniz onaylandı';
UPDATE notifications SET key = 'notification.cashback', params = '{}'
  WHERE key IS NULL AND note = 'Haftalık kayıp bonusunuz hesabınıza eklendi';
UPDATE notifications SET key = 'notification.jackpot', params = '{"amount": {"money": "125000000"}}'
  WHERE key IS NULL AND note = 'Bu hafta jackpot 1.250.000 ₺!';
UPDATE notifications SET key = 'notification.withdrawRequested',
    params = '{"amount": {"money": "20000"}, "method": {"method": 1, "name": "Bank Transfer"}}'
  WHERE key IS NULL AND note = 'Banka havalesi ile 200 ₺ çekim talebiniz beklemede';
