-- Issue 28, items 5–7: sessions that end by themselves (idle and absolute ends), sessions that may
-- only see and withdraw the balance (a player on a time-out or self-exclusion, after a second
-- factor), why a session ended, and the reality check acknowledged to the API. Safe to run again.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS expires_at timestamptz;
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS idle_until timestamptz;
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS scope text NOT NULL DEFAULT 'full';
-- logout | revoked (password change, exclusion, reset) | expired (idle or past its absolute end)
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS ended_reason text;
-- When the player last answered the reality check ("Continue playing") in this session.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS reality_checked_at timestamptz;
-- The player's last activity (renewals write it): an idle session's play ends there.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_active_at timestamptz;

-- Sessions opened before this migration end as one opened then would have: 12 hours after login,
-- or 30 minutes after it (no activity of theirs was recorded).
UPDATE sessions SET expires_at = created_at + interval '12 hours' WHERE expires_at IS NULL;
UPDATE sessions SET idle_until = least(expires_at, created_at + interval '30 minutes') WHERE idle_until IS NULL;
UPDATE sessions SET last_active_at = created_at WHERE last_active_at IS NULL;
ALTER TABLE sessions ALTER COLUMN last_active_at SET DEFAULT now();
ALTER TABLE sessions ALTER COLUMN expires_at SET DEFAULT now() + interval '12 hours';
ALTER TABLE sessions ALTER COLUMN idle_until SET DEFAULT now() + interval '30 minutes';
ALTER TABLE sessions ALTER COLUMN expires_at SET NOT NULL;
ALTER TABLE sessions ALTER COLUMN idle_until SET NOT NULL;
ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_scope_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_scope_check CHECK (scope IN ('full', 'withdraw'));

-- The session-time limit counts the player's day across sessions.
CREATE INDEX IF NOT EXISTS sessions_user_created_idx ON sessions (user_id, created_at);
