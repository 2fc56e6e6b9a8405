-- Player protection (issue 20): limits, reality checks, time-outs and self-exclusions. The API checks
-- them on every login, deposit, game launch and game debit, reading these rows (never a per-process
-- copy), so every replica enforces the same state.

-- One row per limit a player has ever set. `value` is the limit in force (minor units, or minutes for
-- the session-time limit; NULL: none). Lowering applies at once; raising or removing waits
-- LIMIT_COOLING_OFF_HOURS: `pending` is set, `pending_value` is the new value (NULL removes) and
-- `pending_at` when it takes effect. The value in force is pending_value once pending_at has passed.
CREATE TABLE protection_limits (
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
  value bigint CHECK (value IS NULL OR value > 0),
  pending boolean NOT NULL DEFAULT false,
  pending_value bigint CHECK (pending_value IS NULL OR pending_value > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  CHECK ((kind = 'session') = (period = 'session')),
  CHECK (NOT pending OR pending_at IS NOT NULL)
);

-- Minutes between reality checks; NULL: the default (60).
ALTER TABLE users ADD COLUMN reality_check_minutes integer
  CHECK (reality_check_minutes IS NULL OR reality_check_minutes BETWEEN 0 AND 1440);

-- Time-outs and self-exclusions. They cannot be ended early. `ends_at` NULL is an indefinite
-- self-exclusion, which only an operator may lift (`lifted_at`, at the player's written request after
-- six months). Play opens again `cooling_off` after the end (or the lift).
CREATE TABLE exclusions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('timeout', 'self')),
  term text NOT NULL,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz,
  cooling_off interval NOT NULL,
  lifted_at timestamptz,
  lifted_by text,
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK (kind = 'self' OR ends_at IS NOT NULL)
);
CREATE INDEX exclusions_user_idx ON exclusions (user_id, id DESC);

-- Usage of the money limits is summed over rolling windows.
CREATE INDEX transactions_user_time_idx ON transactions (user_id, created_at);
CREATE INDEX game_transactions_user_time_idx ON game_transactions (user_id, created_at);
