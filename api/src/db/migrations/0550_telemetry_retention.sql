-- Field data is kept for TELEMETRY_RETENTION_DAYS: the retention job finds old beacon rows by date.
CREATE INDEX remote_reports_created_idx ON remote_reports (created_at);
