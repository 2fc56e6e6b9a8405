-- The host's beacon gets a phase (issue 18): `incompatible`, a vertical refused because its manifest
-- needs a newer @playhub/shared than the host provides (the host then tries the next candidate).
ALTER TABLE remote_reports DROP CONSTRAINT IF EXISTS remote_reports_phase_check;
ALTER TABLE remote_reports ADD CONSTRAINT remote_reports_phase_check
  CHECK (phase IN ('load', 'incompatible', 'fallback', 'render'));
