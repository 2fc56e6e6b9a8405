-- The host's beacon gets two phases (issue 21): `loaded`, a canary's candidate that loaded (sent only
-- for candidates: the denominator of the automatic abort), and `integrity`, a remote script refused
-- because its SHA-384 was missing from composition.json or did not match the bytes served.
ALTER TABLE remote_reports DROP CONSTRAINT IF EXISTS remote_reports_phase_check;
ALTER TABLE remote_reports ADD CONSTRAINT remote_reports_phase_check
  CHECK (phase IN ('load', 'incompatible', 'integrity', 'fallback', 'render', 'loaded'));
CREATE INDEX remote_reports_version_idx ON remote_reports (vertical, version, created_at);
