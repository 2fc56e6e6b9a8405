-- Issue 28: a double-entry ledger. Every movement is a transfer whose entries sum to zero: the
-- player's accounts (cash available, held, bonus) on one side, the house (game win/loss per
-- provider), payment-provider clearing, payouts in flight, bonus liability or the opening balance
-- on the other. A player's entries carry the account's balance after them and the player's ledger
-- version; the sum of every entry in the system is zero, so `pnpm ledger:check` proves the whole
-- system, not only each player.
--
-- The player's accounts stay on the users row (one row lock per player, the hot balance read as
-- before): cash available = balance - held, held = held, bonus = bonus. The system accounts are not
-- locked rows (every stake of every player would queue on the house's row): their balance is the
-- sum of their entries.

ALTER TABLE users ADD COLUMN ledger_version bigint NOT NULL DEFAULT 0;

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transfers_ref_idx ON ledger_transfers (ref);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers(id),
  -- A player's account (user_id set; cash, held or bonus) or a system account (user_id null; its
  -- code, e.g. house:Digitain, psp_clearing:demo, payouts_in_flight:demo, bonus_liability, opening).
  user_id integer REFERENCES users(id),
  account text NOT NULL,
  amount bigint NOT NULL CHECK (amount <> 0),
  -- A player's account balance after this entry, and the player's ledger version it made.
  balance_after bigint,
  version bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (
    (user_id IS NOT NULL AND account IN ('cash', 'held', 'bonus') AND balance_after IS NOT NULL
      AND balance_after >= 0 AND version IS NOT NULL)
    OR (user_id IS NULL AND balance_after IS NULL AND version IS NULL
      AND account ~ '^(house|psp_clearing|payouts_in_flight):[A-Za-z0-9_.-]+$|^(bonus_liability|opening)$')
  )
);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, id) WHERE user_id IS NOT NULL;
CREATE INDEX ledger_entries_system_idx ON ledger_entries (account) WHERE user_id IS NULL;

-- Today's single-entry rows become transfers, nothing lost: each post() wrote its rows with one
-- (user, kind, ref) in a row, and held was a reservation inside cash. In the new accounts cash is
-- what is available, so a group's cash change is its old cash change minus its held change.
CREATE TEMPORARY TABLE ledger_groups ON COMMIT DROP AS
  SELECT min(id) AS first_id, user_id, kind, ref, min(created_at) AS created_at,
         COALESCE(SUM(amount) FILTER (WHERE account = 'cash'), 0)
           - COALESCE(SUM(amount) FILTER (WHERE account = 'held'), 0) AS d_cash,
         COALESCE(SUM(amount) FILTER (WHERE account = 'held'), 0) AS d_held,
         COALESCE(SUM(amount) FILTER (WHERE account = 'bonus'), 0) AS d_bonus
    FROM ledger GROUP BY user_id, kind, ref;

INSERT INTO ledger_transfers (id, kind, ref, created_at)
  SELECT first_id, kind, ref, created_at FROM ledger_groups ORDER BY first_id;
SELECT setval(pg_get_serial_sequence('ledger_transfers', 'id'), GREATEST((SELECT max(id) FROM ledger_transfers), 1));

-- The player's side, with running balances and versions in the order the rows were written.
CREATE TEMPORARY TABLE ledger_player_entries ON COMMIT DROP AS
  SELECT g.first_id AS transfer_id, g.user_id, a.account, a.amount, g.created_at,
         dense_rank() OVER (PARTITION BY g.user_id ORDER BY g.first_id) AS version,
         SUM(a.amount) OVER (PARTITION BY g.user_id, a.account ORDER BY g.first_id) AS balance_after
    FROM ledger_groups g
    CROSS JOIN LATERAL (VALUES ('cash', g.d_cash), ('held', g.d_held), ('bonus', g.d_bonus)) AS a(account, amount)
   WHERE a.amount <> 0;

INSERT INTO ledger_entries (transfer_id, user_id, account, amount, balance_after, version, created_at)
  SELECT transfer_id, user_id, account, amount, balance_after, version, created_at
    FROM ledger_player_entries ORDER BY transfer_id, account;

-- The other side: whoever the money came from or went to.
INSERT INTO ledger_entries (transfer_id, account, amount, created_at)
  SELECT g.first_id,
         CASE
           WHEN g.kind IN ('bet', 'win', 'rollback') THEN 'house:' || split_part(g.ref, ':', 2)
           WHEN g.kind IN ('deposit', 'withdraw_paid') THEN 'psp_clearing:' || COALESCE(
             (SELECT t.provider FROM transactions t WHERE 'tx:' || t.id = g.ref), 'demo')
           WHEN g.kind = 'bonus_grant' THEN 'bonus_liability'
           ELSE 'opening'
         END,
         -(g.d_cash + g.d_held + g.d_bonus), g.created_at
    FROM ledger_groups g
   WHERE g.d_cash + g.d_held + g.d_bonus <> 0
   ORDER BY g.first_id;

UPDATE users u SET ledger_version = v.n
  FROM (SELECT user_id, count(DISTINCT transfer_id) AS n FROM ledger_player_entries GROUP BY user_id) v
 WHERE v.user_id = u.id;

DROP TABLE ledger;
