-- Issue 32, item 6: consents with their proof. Every answer is a row (what, yes or no, which
-- version of the terms, when, from where): the latest row of a kind is the player's answer now.
CREATE TABLE IF NOT EXISTS player_consents (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('terms', 'marketing_email', 'marketing_sms', 'affiliate_tracking')),
  granted boolean NOT NULL,
  version text,
  source text NOT NULL CHECK (source IN ('sign-up', 'account', 'terms-prompt')),
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS player_consents_user_kind_idx ON player_consents (user_id, kind, id);

-- The affiliate tag of the landing URL (`?btag=`), kept only where the market allows it.
ALTER TABLE users ADD COLUMN IF NOT EXISTS btag text;
