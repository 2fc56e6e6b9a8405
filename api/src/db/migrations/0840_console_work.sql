-- Issue 30, item 6: the console's withdrawal queue and player look-up.

-- The payout provider's last word on a withdrawal's payout (its answer, its callback or the
-- reconciliation job's question; `mismatch` when the reconciliation report found that its records
-- and ours disagree), when it was given and, for a failure or a mismatch, what it said (bounded).
ALTER TABLE transactions ADD COLUMN IF NOT EXISTS payout_recon text;
ALTER TABLE transactions ADD COLUMN IF NOT EXISTS payout_recon_at timestamptz;
ALTER TABLE transactions ADD COLUMN IF NOT EXISTS payout_recon_note text;
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_payout_recon_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_payout_recon_check
  CHECK (payout_recon IS NULL OR payout_recon IN ('pending', 'paid', 'failed', 'not_found', 'mismatch'));
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_payout_recon_note_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_payout_recon_note_check
  CHECK (payout_recon_note IS NULL OR length(payout_recon_note) <= 300);

-- The queue pages by id within a state, never reading the whole table: withdrawals by status and id.
CREATE INDEX IF NOT EXISTS transactions_withdrawals_idx ON transactions (status, id) WHERE type = 2;
-- ... and by payout state (sending, paid) and the provider's word (failed, mismatch).
CREATE INDEX IF NOT EXISTS transactions_payouts_idx ON transactions (payout_state, id) WHERE type = 2;
CREATE INDEX IF NOT EXISTS transactions_payout_recon_idx ON transactions (payout_recon, id)
  WHERE type = 2 AND payout_recon IS NOT NULL;

-- Player look-up by the beginning of a name, an e-mail or a phone (bounded, prefix only).
CREATE INDEX IF NOT EXISTS users_username_prefix_idx ON users (lower(username) text_pattern_ops);
CREATE INDEX IF NOT EXISTS users_email_prefix_idx ON users (lower(email) text_pattern_ops);
CREATE INDEX IF NOT EXISTS users_phone_prefix_idx ON users (phone text_pattern_ops);

-- The player page reads the audit rows of a player (who looked, who ended a session) by target.
CREATE INDEX IF NOT EXISTS operator_audit_target_idx ON operator_audit (target, id DESC);
