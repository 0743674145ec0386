-- The PAC each company issues through (issue 30, ADR 0090). No row: the installation's PAC (PAC_URL, the
-- DGI contract), as before. Secrets are sealed with the data encryption key like the .p12 password.
create table company_pac_connections (
  company_ruc text primary key references companies (ruc) on delete cascade,
  -- sandbox: the installation's PAC sandbox; dgi: a PAC in the DGI contract; hka, ebi: the integration API
  provider text not null check (provider in ('sandbox', 'dgi', 'hka', 'ebi')),
  -- dgi: the issuer signs (feRecepFE…); hka: the PAC signs (Enviar…). Fixed by the provider but for the sandbox.
  family text not null check (family in ('dgi', 'hka')),
  -- 1 production, 2 test
  environment text not null check (environment in ('1', '2')),
  -- null: the provider's published endpoint for the environment
  endpoint text,
  token_empresa_sealed text,
  token_password_sealed text,
  -- the transmission certificate (mutual TLS) of the DGI contract, and its password
  transmission_p12_sealed text,
  transmission_password_sealed text,
  ca_bundle text,
  updated_at timestamptz not null default now(),
  updated_by text,
  check (provider = 'sandbox' or (provider = 'dgi') = (family = 'dgi'))
);

-- Answers from a PAC that could not be read, kept for the operator (the user sees a Spanish message).
create table pac_unreadable_answers (
  id integer generated always as identity primary key,
  company_ruc text,
  operation text not null,
  detail text not null,
  raw_answer text not null,
  created_at timestamptz not null default now()
);
create index pac_unreadable_answers_created_idx on pac_unreadable_answers (created_at);
