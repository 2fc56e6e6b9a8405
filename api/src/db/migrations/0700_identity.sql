-- Issue 28, item 4: one person, one exclusion. Phones are stored in E.164; e-mails and the name
-- with the birth date are compared through keys the database computes (generated columns), so a
-- person who writes the phone `0…` instead of `90…`, adds a `+tag` to the e-mail or invents a new
-- national ID is still the same person. Safe to run again: every statement checks what it changes.

-- The mailbox of an address: lower case, no `+tag` (every large provider delivers those to the same
-- mailbox), and at Gmail no dots and one domain.
CREATE OR REPLACE FUNCTION playhub_email_key(address text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN domain IN ('gmail.com', 'googlemail.com')
              THEN replace(local, '.', '') || '@gmail.com'
              ELSE local || '@' || domain END
    FROM (SELECT split_part(split_part(lower(address), '@', 1), '+', 1) AS local,
                 split_part(lower(address), '@', 2) AS domain) AS parts
$$;

-- A person's name and birth date, as typed in any of the ways a Turkish name is written: Turkish
-- letters folded to Latin ones, lower case, single spaces (name and surname run together, so a
-- middle name moved between them is the same person).
CREATE OR REPLACE FUNCTION playhub_person_key(name text, surname text, birth_date text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(regexp_replace(btrim(name || ' ' || surname), '\s+', ' ', 'g'),
                         'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu')) || '|' || birth_date
$$;

-- Phones stored before this migration (the API accepted any 5–20 digits; the site sends 90 and
-- ten digits) in E.164, read as Turkish numbers. New phones are parsed by libphonenumber-js in the
-- API (services/identity.ts); test/identity-person.test.ts holds both to the same answers.
CREATE OR REPLACE FUNCTION playhub_legacy_e164(phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
           WHEN btrim(phone) LIKE '+%' THEN '+' || digits
           WHEN digits ~ '^0090[0-9]{10}$' THEN '+' || substr(digits, 3)
           WHEN digits ~ '^90[0-9]{10}$' THEN '+' || digits
           WHEN digits ~ '^0[0-9]{10}$' THEN '+90' || substr(digits, 2)
           WHEN digits ~ '^[0-9]{10}$' THEN '+90' || digits
           WHEN digits ~ '^00[0-9]+$' THEN '+' || substr(digits, 3)
           ELSE '+' || digits END
    FROM (SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS digits) AS d
$$;

ALTER TABLE users ADD COLUMN IF NOT EXISTS email_key text
  GENERATED ALWAYS AS (playhub_email_key(email)) STORED;
ALTER TABLE users ADD COLUMN IF NOT EXISTS person_key text
  GENERATED ALWAYS AS (playhub_person_key(name, surname, birth_date)) STORED;
-- An account opened before this migration by a person who already had one (the same phone or
-- mailbox once normalised): kept, told to the operators, and left out of the unique keys.
ALTER TABLE users ADD COLUMN IF NOT EXISTS duplicate_of integer REFERENCES users(id);

DROP INDEX IF EXISTS users_phone_key;
DROP INDEX IF EXISTS users_email_key;
UPDATE users SET phone = playhub_legacy_e164(phone) WHERE phone <> playhub_legacy_e164(phone);

UPDATE users u SET duplicate_of = (
    SELECT min(o.id) FROM users o
     WHERE o.id < u.id AND o.duplicate_of IS NULL AND (o.phone = u.phone OR o.email_key = u.email_key))
 WHERE u.duplicate_of IS NULL
   AND EXISTS (SELECT 1 FROM users o WHERE o.id < u.id AND (o.phone = u.phone OR o.email_key = u.email_key));

INSERT INTO operator_audit (actor, action, target, detail)
SELECT 'migration:0700', 'identity.duplicate', 'user:' || u.id, jsonb_build_object('duplicateOf', u.duplicate_of)
  FROM users u
 WHERE u.duplicate_of IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM operator_audit a WHERE a.action = 'identity.duplicate' AND a.target = 'user:' || u.id);

CREATE UNIQUE INDEX IF NOT EXISTS users_phone_e164_key ON users (phone) WHERE duplicate_of IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS users_mailbox_key ON users (email_key) WHERE duplicate_of IS NULL;
CREATE INDEX IF NOT EXISTS users_person_idx ON users (person_key);

-- One trial bonus per person: a claim records every key of the person who made it, and a key is
-- claimed once (`id:`, `phone:`, `email:`, `person:`). Claims made before keep the first claim's keys.
ALTER TABLE trial_bonus_claims DROP CONSTRAINT IF EXISTS trial_bonus_claims_phone_key;
UPDATE trial_bonus_claims SET phone = playhub_legacy_e164(phone) WHERE phone <> playhub_legacy_e164(phone);
CREATE TABLE IF NOT EXISTS trial_bonus_keys (
  key text PRIMARY KEY,
  claim_id integer NOT NULL REFERENCES trial_bonus_claims(id)
);
INSERT INTO trial_bonus_keys (key, claim_id)
SELECT k.key, c.id
  FROM trial_bonus_claims c JOIN users u ON u.id = c.user_id,
       LATERAL (VALUES ('id:' || c.personal_no), ('phone:' || c.phone), ('phone:' || u.phone),
                       ('email:' || u.email_key), ('person:' || u.person_key)) AS k(key)
 ORDER BY c.id
ON CONFLICT (key) DO NOTHING;
