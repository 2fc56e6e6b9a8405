-- Issue 30, item 6: operator roles and the operators' second factor.
--
-- Every operator has one role: `viewer` reads, `operator` decides the day-to-day queues, `approver`
-- also changes rollouts and operators' roles. The accounts that exist (the demo operator among
-- them) become approvers, so nothing they did before is refused; an account created from now on
-- without a role is a viewer (the least it can be).
ALTER TABLE operators ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'approver'
  CHECK (role IN ('viewer', 'operator', 'approver'));
ALTER TABLE operators ALTER COLUMN role SET DEFAULT 'viewer';

-- An operator's login between its password and its second factor (the players' login_challenges
-- refer to users): single use, short-lived, a few tries. The TOTP secrets, recovery codes and the
-- last step accepted are second_factors' rows of owner_kind 'operator' (0760).
CREATE TABLE IF NOT EXISTS operator_login_challenges (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS operator_login_challenges_operator_idx
  ON operator_login_challenges (operator_id, created_at);
