-- Issue 33, item 8: a new player's acceptance of the terms and the privacy notice is recorded
-- (which version, when). Players from before the sign-up asked for it have none.
ALTER TABLE users ADD COLUMN IF NOT EXISTS terms_version text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS terms_accepted_at timestamptz;
