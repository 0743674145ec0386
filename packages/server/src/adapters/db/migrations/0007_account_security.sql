-- Accounts that hold against an attacker (issue 12, ADR 0020 and 0021).

-- Failed sign-ins per user name, from any address and for names that do not exist too, counted in a
-- window: the per-account limit that a rotating client address cannot escape.
create table login_failures (
  access_name text primary key,
  failures integer not null,
  window_started_at timestamptz not null
);

-- A password recovery: the temporary password (its hash, written by the job that mails it) works once,
-- until it expires; until then the user's own password keeps working and no session is touched.
create table password_recoveries (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id),
  temporary_password_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_recoveries_user_idx on password_recoveries (user_id, created_at desc);

-- Refresh tokens already exchanged: presenting one again means it was stolen, and ends its session.
create table spent_refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references sessions (id),
  spent_at timestamptz not null default now()
);
create index spent_refresh_tokens_session_idx on spent_refresh_tokens (session_id);
