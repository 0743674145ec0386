-- Company API keys (issue 26, ADR 0075). Only the SHA-256 of a key is kept; `prefix` is its first
-- characters, shown in the list so an administrator can tell keys apart. `created_by` is the administrator
-- who made it: documents issued with the key name them as their user (documents.company_user_id), the audit
-- log names the key.
create table api_keys (
  id integer generated always as identity primary key,
  company_ruc text not null references companies (ruc),
  name text not null,
  prefix text not null,
  key_hash text not null unique,
  scopes text[] not null,
  billing_point_id integer references billing_points (id),
  created_by integer not null references company_users (id),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  last_used_address text,
  created_at timestamptz not null default now()
);
create index api_keys_company_idx on api_keys (company_ruc, id desc);

-- 'Integraciones' (API): API keys and webhooks, under Administración, for the company's administrator.
insert into resources (id, name_menu, title_page, title_tab, parent_id, sort_order) values
  ('API', 'Integraciones', 'Integraciones: claves de API y webhooks', 'Integraciones', 'ADM', 115);
insert into permission_resources (perm_key, resource_id) values ('EMP-ADM', 'API');
