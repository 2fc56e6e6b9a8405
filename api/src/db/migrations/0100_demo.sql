-- Demo game launches (api/src/demo): one row per launch URL handed out; the page and its spins
-- find the player through the random session token.
CREATE TABLE demo_game_sessions (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  provider text NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  is_mobile boolean NOT NULL DEFAULT false,
  language text NOT NULL DEFAULT 'tr',
  lobby_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX demo_game_sessions_user_idx ON demo_game_sessions (user_id, created_at DESC);
