-- Field data (issue 19, item 5): the host reports each page view's web vitals once, with the route
-- template (never the path), the vertical and version that drew the page and a device class.
-- Nothing that identifies the player is stored: no address, no user agent, no id.
CREATE TABLE web_vitals (
  id bigserial PRIMARY KEY,
  route text NOT NULL,
  vertical text NOT NULL,
  version text,
  device text NOT NULL CHECK (device IN ('phone', 'desktop')),
  lcp double precision CHECK (lcp >= 0),
  inp double precision CHECK (inp >= 0),
  cls double precision CHECK (cls >= 0),
  fcp double precision CHECK (fcp >= 0),
  ttfb double precision CHECK (ttfb >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX web_vitals_created_idx ON web_vitals (created_at);
CREATE INDEX web_vitals_version_idx ON web_vitals (vertical, version, created_at);
