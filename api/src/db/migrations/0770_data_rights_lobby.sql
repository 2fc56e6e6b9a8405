-- Issue 32, items 5 and 8: data rights (export, closing an account) and a lobby players can filter
-- (recently played, word-prefix game search). Safe to run again: every statement checks what it changes.

-- A closed account (docs/privacy.md): it cannot log in, its sessions are ended, its contact data is
-- deleted and what the law keeps stays until `retain_until`.
ALTER TABLE users ADD COLUMN IF NOT EXISTS closed_at timestamptz;
ALTER TABLE users ADD COLUMN IF NOT EXISTS retain_until timestamptz;

-- Each data export a player downloaded: the rate limit counts these, and they are the record that
-- the request (KVKK Art. 11 / GDPR Art. 15) was answered.
CREATE TABLE IF NOT EXISTS data_exports (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  format text NOT NULL CHECK (format IN ('json', 'csv')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS data_exports_user_idx ON data_exports (user_id, created_at);

-- The games a player opened, one row per game with the last opening: "recently played".
CREATE TABLE IF NOT EXISTS game_opens (
  user_id integer NOT NULL REFERENCES users(id),
  game_code text NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_code)
);
CREATE INDEX IF NOT EXISTS game_opens_recent_idx ON game_opens (user_id, opened_at DESC);

-- Game search by word prefixes: every word of a game's folded name (games.search_name, Turkish
-- letters folded by the API) and the name run together, in byte order, so `word >= 'bon' AND
-- word < 'bon' || U+10FFFF` is a range scan of the primary key on PostgreSQL and PGlite alike,
-- without an extension. A trigger keeps the words of every inserted or renamed game.
CREATE TABLE IF NOT EXISTS game_search_words (
  word text COLLATE "C" NOT NULL,
  game_id integer NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  PRIMARY KEY (word, game_id)
);

-- (Semicolons inside the body sit mid-line: the migration runner splits statements at line ends.)
CREATE OR REPLACE FUNCTION playhub_game_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM game_search_words WHERE game_id = NEW.id; INSERT INTO game_search_words (word, game_id)
  SELECT DISTINCT w, NEW.id
    FROM regexp_split_to_table(NEW.search_name, '[-\s''’".,:;!?&/()+_]+') AS w
   WHERE w <> ''
  UNION
  SELECT regexp_replace(NEW.search_name, '[-\s''’".,:;!?&/()+_]+', '', 'g'), NEW.id
   WHERE regexp_replace(NEW.search_name, '[-\s''’".,:;!?&/()+_]+', '', 'g') <> ''
  ON CONFLICT DO NOTHING; RETURN NEW; END $$;

DROP TRIGGER IF EXISTS games_search_words ON games;
CREATE TRIGGER games_search_words AFTER INSERT OR UPDATE OF search_name ON games
  FOR EACH ROW EXECUTE FUNCTION playhub_game_words();

INSERT INTO game_search_words (word, game_id)
SELECT DISTINCT w, g.id FROM games g, regexp_split_to_table(g.search_name, '[-\s''’".,:;!?&/()+_]+') AS w
 WHERE w <> ''
ON CONFLICT DO NOTHING;
INSERT INTO game_search_words (word, game_id)
SELECT regexp_replace(g.search_name, '[-\s''’".,:;!?&/()+_]+', '', 'g'), g.id FROM games g
 WHERE regexp_replace(g.search_name, '[-\s''’".,:;!?&/()+_]+', '', 'g') <> ''
ON CONFLICT DO NOTHING;
