-- Signed page views (issue 30, item 3): a beacon report or a web-vitals row counts only with the
-- page-view token the server issued with the page, once per page view. `view_id` is the token's id
-- (null on rows from before); the unique indexes make a replayed report a no-op.
ALTER TABLE remote_reports ADD COLUMN view_id text;
CREATE UNIQUE INDEX remote_reports_view_idx ON remote_reports (view_id, vertical, coalesce(version, ''), phase)
  WHERE view_id IS NOT NULL;
ALTER TABLE web_vitals ADD COLUMN view_id text;
CREATE UNIQUE INDEX web_vitals_view_idx ON web_vitals (view_id) WHERE view_id IS NOT NULL;
