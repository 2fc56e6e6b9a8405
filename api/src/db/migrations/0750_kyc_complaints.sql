-- Issue 32, items 3 and 7. KYC: the documents a player uploads (identity, address), kept in the
-- database (never under the web root, shared by every replica) as re-encoded images or checked
-- PDFs, each reviewed by an operator: pending → approved (valid until expires_at) or rejected with
-- a reason. Complaints: a player's complaint with its reference, status and the operator's answer.
CREATE TABLE IF NOT EXISTS kyc_documents (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('identity', 'address')),
  mime text NOT NULL CHECK (mime IN ('image/jpeg', 'application/pdf')),
  content bytea NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text NOT NULL DEFAULT '',
  decided_by text,
  decided_at timestamptz,
  expires_at timestamptz,
  locale text NOT NULL DEFAULT 'tr',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS kyc_documents_user_idx ON kyc_documents (user_id, kind, id);
CREATE INDEX IF NOT EXISTS kyc_documents_status_idx ON kyc_documents (status, id);

CREATE TABLE IF NOT EXISTS complaints (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  reference text NOT NULL UNIQUE,
  category text NOT NULL,
  body text NOT NULL,
  related text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'in_review', 'answered', 'closed')),
  answer text NOT NULL DEFAULT '',
  answered_by text,
  locale text NOT NULL DEFAULT 'tr',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS complaints_user_idx ON complaints (user_id, id);
CREATE INDEX IF NOT EXISTS complaints_status_idx ON complaints (status, id);
-- One document of each kind waits for review at a time (two uploads at once: the second is refused).
CREATE UNIQUE INDEX IF NOT EXISTS kyc_documents_one_pending ON kyc_documents (user_id, kind) WHERE status = 'pending';
