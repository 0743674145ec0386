-- Foundation: companies, users and their assignments, permissions, notifications, and the company
-- resources the issuing prerequisites are computed from (certificate, billing points, voucher packages).
-- Every tenant table carries company_ruc so the database can be sharded by company (DESIGN.md §3).

create table app_settings (
  key text primary key,
  value text not null
);

create table companies (
  ruc text primary key,
  dv text not null,
  kind text not null check (kind in ('EMP', 'PAR', 'PLT')),
  taxpayer_type text not null check (taxpayer_type in ('1', '2')),
  business_name text not null,
  trade_name text,
  address text,
  email text not null,
  phone text,
  branch_code text not null default '0000',
  api_key text not null unique,
  pac_affiliation_status smallint not null default 3,
  qr_status smallint not null default 3,
  qr_secret_encrypted text,
  logo text,
  logo_cafe text,
  partner_ruc text references companies (ruc),
  created_at timestamptz not null default now()
);
create index companies_partner_idx on companies (partner_ruc) where partner_ruc is not null;

create table users (
  id integer generated always as identity primary key,
  identification text not null unique,
  identification_type text not null default 'C' check (identification_type in ('C', 'P')),
  access_name text not null unique,
  full_name text not null,
  email text not null,
  phone text,
  address text,
  password_hash text not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now()
);

-- One login is one assignment: the sign-in names no company, so a user belongs to exactly one.
create table company_users (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  user_id integer not null unique references users (id),
  profile text not null check (profile in ('ADM', 'INT')),
  state text not null default 'PRI' check (state in ('ACT', 'PRI', 'DES', 'BLO')),
  created_at timestamptz not null default now()
);
create index company_users_company_idx on company_users (company_ruc, id desc);

create table sessions (
  id uuid primary key,
  company_user_id integer not null references company_users (id),
  refresh_token_hash text not null unique,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (company_user_id);

create table resources (
  id text primary key,
  name_menu text not null,
  title_page text not null,
  title_tab text not null,
  parent_id text,
  sort_order integer not null
);

-- A permission key names a set of resources: company kind and profile, e.g. EMP-ADM, EMP-INT, PAR-ADM.
create table permission_resources (
  perm_key text not null,
  resource_id text not null references resources (id),
  primary key (perm_key, resource_id)
);

create table notifications (
  id integer generated always as identity primary key,
  company_ruc text references companies (ruc),
  kind text not null check (kind in ('error', 'warning', 'info', 'success')),
  keyword text not null,
  message text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz
);
create index notifications_company_idx on notifications (company_ruc, created_at desc);

create table company_certificates (
  company_ruc text primary key references companies (ruc),
  p12_encrypted text not null,
  password_encrypted text not null,
  subject text not null,
  not_before timestamptz not null,
  not_after timestamptz not null,
  uploaded_at timestamptz not null default now()
);

create table billing_points (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  branch_code text not null,
  point_code text not null check (point_code ~ '^[0-9]{3}$' and point_code <> '000'),
  description text not null,
  next_number bigint not null default 1,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (company_ruc, branch_code, point_code)
);

create table billing_point_users (
  billing_point_id integer not null references billing_points (id),
  company_user_id integer not null references company_users (id),
  company_ruc text not null references companies (ruc),
  primary key (company_user_id, billing_point_id)
);

create table voucher_packages (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  plan_name text not null,
  vouchers_total integer not null,
  vouchers_available integer not null,
  starts_at timestamptz not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index voucher_packages_company_idx on voucher_packages (company_ruc, expires_at desc);
