-- Release evidence (issue 30, item 5): what a vertical version carries before it may serve players
-- in a market — the hashes it was published with (sha256 of its release record's integrity, and the
-- record itself), the commit it was built from, conformance runs (a named browser suite run against
-- the candidate in that market's composition, passed or failed, with its counts) and an approver's
-- approval with a change or certificate reference; and the overrides a second approver grants when a
-- change goes ahead without them. Append-only: a correction is a new row; nothing is updated or
-- deleted (a trigger refuses it), so the rows are the audit the regulator's export is built from.
CREATE TABLE release_evidence (
  id bigserial PRIMARY KEY,
  market text NOT NULL CHECK (market ~ '^[a-z][a-z0-9-]{0,31}$'),
  vertical text NOT NULL CHECK (vertical ~ '^[a-z][a-z0-9-]{0,31}$'),
  version text NOT NULL CHECK (length(version) BETWEEN 1 AND 64),
  kind text NOT NULL CHECK (kind IN ('conformance', 'approval', 'override')),
  -- sha256 (hex) of the canonical JSON of the release record's `integrity` the evidence is about.
  hashes text NOT NULL CHECK (hashes ~ '^[0-9a-f]{64}$'),
  integrity jsonb NOT NULL,
  commit_sha text CHECK (commit_sha IS NULL OR commit_sha ~ '^[0-9a-f]{7,64}$'),
  -- Conformance runs: passed or failed; approvals and overrides: null.
  result text CHECK (result IN ('passed', 'failed')),
  CHECK ((kind = 'conformance') = (result IS NOT NULL)),
  -- Suite, counts, composition (conformance); reference (approval); reason, asked by (override).
  detail jsonb NOT NULL DEFAULT '{}',
  actor text NOT NULL CHECK (length(actor) BETWEEN 1 AND 120),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX release_evidence_version_idx ON release_evidence (market, vertical, version, id);
-- One approval per version, market and hashes: two approvers at once give one approval.
CREATE UNIQUE INDEX release_evidence_one_approval ON release_evidence (market, vertical, version, hashes)
  WHERE kind = 'approval';

-- (The semicolon inside the body sits mid-line: the migration runner splits statements at line ends.)
CREATE OR REPLACE FUNCTION playhub_release_evidence_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'release_evidence is append-only' USING ERRCODE = 'P0001'; END $$;
DROP TRIGGER IF EXISTS release_evidence_append_only ON release_evidence;
CREATE TRIGGER release_evidence_append_only BEFORE UPDATE OR DELETE ON release_evidence
  FOR EACH ROW EXECUTE FUNCTION playhub_release_evidence_append_only();
