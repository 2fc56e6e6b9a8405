-- Real-money integrity (issue 15): a ledger under every balance, withdrawal holds, bonus money held
-- apart, signed provider callbacks, the seamless game wallet, idempotent requests, operators.

-- users.balance is the player's cash, holds included; held is the part reserved by pending
-- withdrawals; bonus is bonus money. Playable = balance - held + bonus; withdrawable = balance - held.
ALTER TABLE users ADD COLUMN held bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN bonus bigint NOT NULL DEFAULT 0;
ALTER TABLE users ADD CONSTRAINT users_held_range CHECK (held >= 0 AND held <= balance);
ALTER TABLE users ADD CONSTRAINT users_bonus_positive CHECK (bonus >= 0);

-- Every movement of every account is one row; the users columns are their running sums
-- (`pnpm ledger:check` proves it).
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  account text NOT NULL CHECK (account IN ('cash', 'held', 'bonus')),
  amount bigint NOT NULL CHECK (amount <> 0),
  kind text NOT NULL,
  ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger (user_id, id);

-- Balances that existed before the ledger open it with one row each.
INSERT INTO ledger (user_id, account, amount, kind, ref)
  SELECT id, 'cash', balance, 'opening', 'opening' FROM users WHERE balance <> 0;

-- Deposits and withdrawals: the payment provider's reference, once per provider.
ALTER TABLE transactions ADD COLUMN provider text;
ALTER TABLE transactions ADD COLUMN provider_ref text;
-- The player's language when the request was made (callbacks carry none; notifications need it).
ALTER TABLE transactions ADD COLUMN locale text NOT NULL DEFAULT 'tr';
-- A withdrawal being paid out: claimed before the provider is called, so it is paid once.
ALTER TABLE transactions ADD COLUMN payout_state text;
CREATE UNIQUE INDEX transactions_provider_ref_key ON transactions (provider, provider_ref);

-- Every callback received (applied, repeated or refused), for the audit trail and replay refusal.
CREATE TABLE payment_callbacks (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  signature text NOT NULL,
  reference text NOT NULL DEFAULT '',
  outcome text NOT NULL,
  body text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_callbacks_signature_key ON payment_callbacks (provider, signature);

-- The demo payment provider's own records (a real PSP keeps these on its side).
CREATE TABLE demo_psp_payments (
  ref text PRIMARY KEY,
  merchant_ref text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  method_name text NOT NULL,
  redirect boolean NOT NULL,
  status text NOT NULL DEFAULT 'open',
  confirm_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX demo_psp_payments_due_idx ON demo_psp_payments (status, confirm_at);

-- Bonus money and its wagering requirement; at most one active grant per player.
CREATE TABLE bonus_grants (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  wagering_required bigint NOT NULL CHECK (wagering_required >= 0),
  wagered bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'active',
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE UNIQUE INDEX bonus_grants_one_active ON bonus_grants (user_id) WHERE status = 'active';

-- One trial bonus per person: by national ID and by phone, whatever account asks.
CREATE TABLE trial_bonus_claims (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  personal_no text NOT NULL UNIQUE,
  phone text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Game launches: one token per launch, bound to the player's login session; ends at logout.
ALTER TABLE demo_game_sessions RENAME TO game_sessions;
ALTER TABLE game_sessions ADD COLUMN auth_session_id integer;
ALTER TABLE game_sessions ADD COLUMN ended_at timestamptz;
CREATE INDEX game_sessions_auth_idx ON game_sessions (auth_session_id);

-- Seamless wallet: every provider transaction once, by the provider's id.
CREATE TABLE game_transactions (
  id bigserial PRIMARY KEY,
  provider text NOT NULL,
  tx_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  user_id integer NOT NULL REFERENCES users(id),
  round_id text NOT NULL,
  game_code text NOT NULL DEFAULT '',
  amount bigint NOT NULL CHECK (amount >= 0),
  cash_part bigint NOT NULL DEFAULT 0,
  bonus_part bigint NOT NULL DEFAULT 0,
  ref_tx_id text,
  status text NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, tx_id)
);
CREATE INDEX game_transactions_round_idx ON game_transactions (provider, round_id);

CREATE TABLE game_rounds (
  provider text NOT NULL,
  round_id text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  status text NOT NULL DEFAULT 'open',
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  PRIMARY KEY (provider, round_id)
);

-- Idempotency-Key of money requests: the first answer per (player, key) is kept and replayed.
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users(id),
  key text NOT NULL,
  route text NOT NULL,
  request_hash text NOT NULL,
  status integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Operators: their own accounts and sessions; every decision they take is in the audit log.
CREATE TABLE operators (
  id serial PRIMARY KEY,
  username text NOT NULL,
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX operators_username_key ON operators (lower(username));

CREATE TABLE operator_sessions (
  id serial PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES operators(id),
  token_hash text NOT NULL UNIQUE,
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  actor text NOT NULL,
  action text NOT NULL,
  target text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  ip text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_audit_created_idx ON operator_audit (id DESC);
