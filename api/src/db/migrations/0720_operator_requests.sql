-- Issue 28, item 8: operators see and decide call requests and bonus requests (they were stored
-- and never read). Statuses are the transactions' (2 Pending, 1 Confirmed: called / approved,
-- 4 Rejected: dismissed / rejected); who decided, when and why, beside the audit log's row.
ALTER TABLE call_requests ADD COLUMN IF NOT EXISTS status smallint NOT NULL DEFAULT 2;
ALTER TABLE call_requests ADD COLUMN IF NOT EXISTS decided_by text;
ALTER TABLE call_requests ADD COLUMN IF NOT EXISTS decided_at timestamptz;
ALTER TABLE call_requests ADD COLUMN IF NOT EXISTS outcome text NOT NULL DEFAULT '';
ALTER TABLE bonus_requests ADD COLUMN IF NOT EXISTS decided_by text;
ALTER TABLE bonus_requests ADD COLUMN IF NOT EXISTS decided_at timestamptz;
ALTER TABLE bonus_requests ADD COLUMN IF NOT EXISTS reason text NOT NULL DEFAULT '';
CREATE INDEX IF NOT EXISTS call_requests_status_idx ON call_requests (status, id);
CREATE INDEX IF NOT EXISTS bonus_requests_status_idx ON bonus_requests (status, id);
