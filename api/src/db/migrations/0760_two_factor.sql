-- Issue 32, item 4: two-factor login. One set of tables for every kind of account (`owner_kind`:
-- players now, operators later), so the operator console's TOTP reuses them. Safe to run again.

-- The TOTP secret (encrypted with TWO_FACTOR_SECRET), one being set up until its first code, and
-- the time step of the last code accepted: a code is never accepted twice.
CREATE TABLE IF NOT EXISTS second_factors (
  owner_kind text NOT NULL CHECK (owner_kind IN ('player', 'operator')),
  owner_id integer NOT NULL,
  secret text,
  pending_secret text,
  enabled_at timestamptz,
  last_step bigint,
  PRIMARY KEY (owner_kind, owner_id)
);

-- Single-use recovery codes, stored as hashes only.
CREATE TABLE IF NOT EXISTS second_factor_recovery_codes (
  owner_kind text NOT NULL,
  owner_id integer NOT NULL,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (owner_kind, owner_id, code_hash)
);

-- Devices trusted for a while ("trust this device for 30 days"): the token's hash, revocable.
CREATE TABLE IF NOT EXISTS trusted_devices (
  id serial PRIMARY KEY,
  owner_kind text NOT NULL,
  owner_id integer NOT NULL,
  token_hash text NOT NULL UNIQUE,
  label text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS trusted_devices_owner_idx ON trusted_devices (owner_kind, owner_id);

-- A login between its password and its second factor: single use, short-lived, a few tries.
CREATE TABLE IF NOT EXISTS login_challenges (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS login_challenges_user_idx ON login_challenges (user_id, created_at);
