-- The composition store on the database (issue 30, item 2): the composition players are served, per
-- market (one key, `default`, until markets exist), with a version that every change increments, so
-- a change made against an older version is refused ("changed meanwhile") instead of lost; and its
-- history, one row per change, which is also the audit of who changed what and why.
CREATE TABLE composition_state (
  market text PRIMARY KEY,
  version bigint NOT NULL CHECK (version >= 0),
  composition jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL
);
CREATE TABLE composition_history (
  id bigserial PRIMARY KEY,
  market text NOT NULL,
  -- The composition's version this change produced; null for a record that changed nothing
  -- (`publish`, lines imported from the file's history).
  version bigint,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  vertical text NOT NULL,
  line jsonb NOT NULL
);
CREATE UNIQUE INDEX composition_history_version_idx ON composition_history (market, version)
  WHERE version IS NOT NULL;
CREATE INDEX composition_history_market_idx ON composition_history (market, id);
