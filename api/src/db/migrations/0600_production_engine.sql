-- Issue 27: what keeps working while Redis is away.

-- Messages for other instances (cache invalidations, live notifications, ended sessions) whose
-- publish to Redis failed; any instance that reaches Redis publishes and deletes them.
CREATE TABLE redis_outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  payload text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Login and flood limits while Redis is away: shared by every instance through the database
-- instead of one count per instance. Keys are the throttle's own (hashed where they hold user text).
CREATE TABLE throttle_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  expires_at timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX throttle_counters_expires ON throttle_counters (expires_at);

-- The Idempotency-Key a deposit or withdrawal was made with, in the same transaction as its money:
-- a request run again after its first run died half way (a killed instance, a database that went
-- away between the money and the stored answer) finds what the first did instead of doing it twice.
ALTER TABLE transactions ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX transactions_idempotency ON transactions (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
