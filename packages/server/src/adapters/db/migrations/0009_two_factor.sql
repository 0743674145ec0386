-- Two-step sign-in with TOTP and recovery codes (issue 12, ADR 0024).

-- A user's TOTP secret, sealed with the data encryption key. Until `confirmed_at` it is an enrolment under
-- way (shown once, confirmed with a code); `last_step` is the newest time step used, so a code works once.
create table user_two_factor (
  user_id integer primary key references users (id),
  secret_encrypted text not null,
  confirmed_at timestamptz,
  last_step bigint,
  created_at timestamptz not null default now()
);

-- Single-use recovery codes (SHA-256 of the normalised code), made when the TOTP is confirmed.
create table two_factor_recovery_codes (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id),
  code_hash text not null,
  used_at timestamptz
);
create index two_factor_recovery_codes_user_idx on two_factor_recovery_codes (user_id);

-- A sign-in whose password was right and whose second step is pending: the client holds the token whose
-- hash this is, for a few minutes, once. `kind`: 'codigo' (enter a code) or 'inscripcion' (the role
-- requires the second step and the user must enrol first).
create table sign_in_challenges (
  token_hash text primary key,
  company_user_id integer not null references company_users (id),
  kind text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- The user-menu entry that opens the two-step verification dialog, for every profile that can change its
-- password.
insert into resources (id, name_menu, title_page, title_tab, parent_id, sort_order)
values ('SDP', 'Verificación en dos pasos', 'Verificación en Dos Pasos', 'Dos pasos', 'USR', 707);
insert into permission_resources (perm_key, resource_id)
select perm_key, 'SDP' from permission_resources where resource_id = 'CCO';
