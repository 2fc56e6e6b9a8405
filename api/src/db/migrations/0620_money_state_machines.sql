-- Issue 28: payouts and deposits as state machines.

-- A redirect deposit counts against the deposit limits until it expires; the provider's page is
-- told when, and a deposit still unpaid then is cancelled.
ALTER TABLE transactions ADD COLUMN expires_at timestamptz;
-- When a payout was sent: a payout still 'sending' after a while is asked about (reconciliation).
ALTER TABLE transactions ADD COLUMN payout_sent_at timestamptz;
CREATE INDEX transactions_open_deposits_idx ON transactions (expires_at) WHERE status = 6 AND type = 1;
CREATE INDEX transactions_sending_payouts_idx ON transactions (payout_sent_at) WHERE payout_state = 'sending';

-- What needs an operator's eyes: a payment captured after its deposit was cancelled, a success the
-- provider does not confirm, a payout the provider lost.
CREATE TABLE operator_alerts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  ref text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  resolved_by text
);
CREATE INDEX operator_alerts_open_idx ON operator_alerts (created_at) WHERE resolved_at IS NULL;

-- The demo payment provider's side: when a payment page stops taking money, and its payouts (a real
-- provider keeps both; reconciliation reads them through the adapter).
ALTER TABLE demo_psp_payments ADD COLUMN expires_at timestamptz;
ALTER TABLE demo_psp_payments ADD COLUMN captured_at timestamptz;
CREATE TABLE demo_psp_payouts (
  reference text PRIMARY KEY,
  ref text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A player's open rounds (a bonus is released once none with a stake standing is left).
CREATE INDEX game_rounds_open_idx ON game_rounds (user_id) WHERE status = 'open';
