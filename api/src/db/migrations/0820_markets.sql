-- Markets (issue 30, item 4): each market has its own composition (composition_state.market, 0790)
-- and a player-protection profile that the API's checks, the painted page and the console follow.
-- `tr` is today's behaviour and the default market; `strict` is the stricter profile. A player's
-- market is set at registration from the request's market and never changed by the player.
CREATE TABLE IF NOT EXISTS markets (
  code text PRIMARY KEY CHECK (code ~ '^[a-z][a-z0-9-]{1,15}$'),
  -- The longest reality-check interval a player may choose, in minutes; a reality check cannot be
  -- turned off. Null: any interval of the site's choices, off included.
  reality_check_max_minutes integer CHECK (reality_check_max_minutes BETWEEN 1 AND 1440),
  -- Games may offer autoplay (the provider is told at launch, the wallet refuses autoplay bets).
  autoplay boolean NOT NULL,
  -- The site may show jackpot figures.
  jackpot_displays boolean NOT NULL,
  -- Registration needs a deposit limit.
  deposit_limit_at_registration boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO markets (code, reality_check_max_minutes, autoplay, jackpot_displays, deposit_limit_at_registration)
VALUES ('tr', NULL, true, true, false), ('strict', 60, false, false, true)
ON CONFLICT (code) DO NOTHING;

ALTER TABLE users ADD COLUMN IF NOT EXISTS market text NOT NULL DEFAULT 'tr' REFERENCES markets (code);
CREATE INDEX IF NOT EXISTS users_market_idx ON users (market);

-- The one composition there was (0790's `default` key) is the default market's.
UPDATE composition_state SET market = 'tr' WHERE market = 'default'
  AND NOT EXISTS (SELECT 1 FROM composition_state WHERE market = 'tr');
UPDATE composition_history SET market = 'tr' WHERE market = 'default'
  AND NOT EXISTS (SELECT 1 FROM composition_history WHERE market = 'tr');
