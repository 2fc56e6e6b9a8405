-- Issue 33: a promotion's detail offers its action — deposit (the deposit page), claim (the bonus
-- request for `bonus_id`) or play (the slots) — and links to the terms page that rules it.
ALTER TABLE promotions ADD COLUMN IF NOT EXISTS action text NOT NULL DEFAULT 'deposit'
  CHECK (action IN ('deposit', 'claim', 'play'));
ALTER TABLE promotions ADD COLUMN IF NOT EXISTS bonus_id integer REFERENCES bonuses (id) ON DELETE SET NULL;
ALTER TABLE promotions ADD COLUMN IF NOT EXISTS terms_page_id integer REFERENCES content_pages (id) ON DELETE SET NULL;

-- Databases seeded before this migration: the seed's own promotions get the seed's actions.
UPDATE promotions SET action = 'claim', bonus_id = (SELECT min(id) FROM bonuses WHERE title_en = 'Cashback 10%')
  WHERE title_en = 'Live Casino Cashback';
UPDATE promotions SET action = 'play' WHERE title_en = 'Weekly Slot Tournament';
UPDATE promotions SET terms_page_id = 5
  WHERE terms_page_id IS NULL AND EXISTS (SELECT 1 FROM content_pages WHERE id = 5);
