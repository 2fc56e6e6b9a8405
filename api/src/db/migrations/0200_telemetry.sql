-- Vertical load reports (POST /api/telemetry/remote): the host's beacon when a vertical's entry
-- fails, a fallback entry is used, or the vertical throws while rendering.
CREATE TABLE remote_reports (
  id bigserial PRIMARY KEY,
  vertical text NOT NULL,
  version text,
  entry text NOT NULL,
  phase text NOT NULL CHECK (phase IN ('load', 'fallback', 'render')),
  error text,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_reports_vertical_idx ON remote_reports (vertical, id DESC);
