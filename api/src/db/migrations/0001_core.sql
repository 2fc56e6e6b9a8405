-- Core schema. Money is bigint minor units (kuruş); times are timestamptz (served as UTC).
CREATE TABLE countries (id integer PRIMARY KEY, name text NOT NULL);

CREATE TABLE users (
  id serial PRIMARY KEY,
  usercode text NOT NULL UNIQUE,
  username text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  personal_no text NOT NULL,
  name text NOT NULL,
  surname text NOT NULL,
  country_id integer NOT NULL REFERENCES countries(id),
  currency_id integer NOT NULL DEFAULT 1,
  birth_date text NOT NULL,
  password_hash text NOT NULL,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  sms_verified boolean NOT NULL DEFAULT false,
  trial_bonus_wanted boolean NOT NULL DEFAULT false,
  trial_bonus_claimed boolean NOT NULL DEFAULT false,
  ref_id integer,
  partner text,
  subid text,
  source text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_phone_key ON users (phone);
CREATE UNIQUE INDEX users_personal_no_key ON users (personal_no);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  fingerprint text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id, id DESC);

CREATE TABLE payment_methods (
  id integer PRIMARY KEY,
  name text NOT NULL,
  type smallint NOT NULL,
  logo text NOT NULL,
  min_amount bigint NOT NULL,
  max_amount bigint NOT NULL,
  deposit boolean NOT NULL,
  withdraw boolean NOT NULL,
  redirect boolean NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE transactions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  type smallint NOT NULL,
  status smallint NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  method smallint,
  method_id integer,
  method_name text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  detail jsonb,
  ref text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_idx ON transactions (user_id, id DESC);

CREATE TABLE providers (id integer PRIMARY KEY, name text NOT NULL UNIQUE, sort integer NOT NULL DEFAULT 0);

CREATE TABLE categories (
  id integer PRIMARY KEY,
  name_en text NOT NULL,
  name_tr text NOT NULL,
  slugs text NOT NULL,
  image text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE games (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  search_name text NOT NULL,
  provider_id integer NOT NULL REFERENCES providers(id),
  product_id integer NOT NULL DEFAULT 0,
  system text NOT NULL DEFAULT '',
  category_id integer NOT NULL REFERENCES categories(id),
  is_live boolean NOT NULL DEFAULT false,
  live_category text,
  popularity integer NOT NULL DEFAULT 0
);

CREATE TABLE category_games (
  category_id integer NOT NULL REFERENCES categories(id),
  game_id integer NOT NULL REFERENCES games(id),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, game_id)
);

CREATE TABLE bets (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  round_ref text NOT NULL,
  game_code text NOT NULL DEFAULT '',
  game_name text NOT NULL DEFAULT '',
  provider_name text NOT NULL DEFAULT '',
  kind smallint NOT NULL,
  status smallint NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, round_ref, kind)
);
CREATE INDEX bets_user_idx ON bets (user_id, id DESC);

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users(id),
  game_code text NOT NULL,
  provider_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_code)
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  title text NOT NULL,
  note text NOT NULL,
  type smallint NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);

CREATE TABLE verification_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  purpose text NOT NULL,
  target text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, purpose, id DESC);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL,
  recipient text NOT NULL,
  username text NOT NULL DEFAULT '',
  body text NOT NULL,
  code text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE settings (key text PRIMARY KEY, value jsonb NOT NULL);

CREATE TABLE site_options (key text PRIMARY KEY, value text NOT NULL, status boolean NOT NULL, sort integer NOT NULL DEFAULT 0);

CREATE TABLE translations (locale text NOT NULL, key text NOT NULL, value text NOT NULL, PRIMARY KEY (locale, key));

CREATE TABLE sliders (id serial PRIMARY KEY, slug text NOT NULL, url text NOT NULL, target text NOT NULL, images jsonb NOT NULL, sort integer NOT NULL DEFAULT 0);

CREATE TABLE content_pages (
  id integer PRIMARY KEY,
  category_id integer NOT NULL,
  link_group text NOT NULL,
  title_en text NOT NULL,
  title_tr text NOT NULL,
  content_en text NOT NULL,
  content_tr text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  title_en text NOT NULL,
  title_tr text NOT NULL,
  description_en text NOT NULL,
  description_tr text NOT NULL,
  images jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE bonuses (
  id serial PRIMARY KEY,
  title_en text NOT NULL,
  title_tr text NOT NULL,
  description_en text NOT NULL,
  description_tr text NOT NULL,
  image text NOT NULL,
  amount bigint,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE bonus_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  bonus_id integer REFERENCES bonuses(id),
  title text NOT NULL,
  amount bigint NOT NULL DEFAULT 0,
  status smallint NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bonus_requests_user_idx ON bonus_requests (user_id, id DESC);

CREATE TABLE call_requests (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id),
  name text NOT NULL,
  message text NOT NULL,
  contacts jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE top_winners (
  id serial PRIMARY KEY,
  game_code text NOT NULL,
  game_name text NOT NULL,
  name text NOT NULL,
  amount bigint NOT NULL,
  is_live boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
